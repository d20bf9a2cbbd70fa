//! Scottish bank holidays, 2026 to 2028 (issue 13.2): the office is closed on
//! these days and only the emergency line answers. Substitute days are listed
//! as days of their own, on the weekday they fall, and so is the holiday
//! itself when it falls on a weekend: the office is closed on Christmas Day
//! whatever the day (issue 20.2: 'open now' said open on Saturday 25
//! December 2027). Summer is the first Monday
//! of August and St Andrew’s Day (30 November) a holiday, as in Scotland.
//! `codegen check` fails once the list ends within 12 months of a build: add
//! the next year from the UK government's published list.

use content_model::{BankHoliday, IsoDate};

pub(crate) const BANK_HOLIDAYS: &[BankHoliday] = &[
    BankHoliday {
        date: IsoDate::new(2026, 1, 1),
        name: "New Year’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2026, 1, 2),
        name: "2nd January",
    },
    BankHoliday {
        date: IsoDate::new(2026, 4, 3),
        name: "Good Friday",
    },
    BankHoliday {
        date: IsoDate::new(2026, 5, 4),
        name: "Early May bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2026, 5, 25),
        name: "Spring bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2026, 8, 3),
        name: "Summer bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2026, 11, 30),
        name: "St Andrew’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2026, 12, 25),
        name: "Christmas Day",
    },
    BankHoliday {
        date: IsoDate::new(2026, 12, 26),
        name: "Boxing Day",
    },
    BankHoliday {
        date: IsoDate::new(2026, 12, 28),
        name: "Boxing Day (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2027, 1, 1),
        name: "New Year’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2027, 1, 2),
        name: "2nd January",
    },
    BankHoliday {
        date: IsoDate::new(2027, 1, 4),
        name: "2nd January (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2027, 3, 26),
        name: "Good Friday",
    },
    BankHoliday {
        date: IsoDate::new(2027, 5, 3),
        name: "Early May bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2027, 5, 31),
        name: "Spring bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2027, 8, 2),
        name: "Summer bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2027, 11, 30),
        name: "St Andrew’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2027, 12, 25),
        name: "Christmas Day",
    },
    BankHoliday {
        date: IsoDate::new(2027, 12, 26),
        name: "Boxing Day",
    },
    BankHoliday {
        date: IsoDate::new(2027, 12, 27),
        name: "Christmas Day (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2027, 12, 28),
        name: "Boxing Day (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2028, 1, 1),
        name: "New Year’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2028, 1, 2),
        name: "2nd January",
    },
    BankHoliday {
        date: IsoDate::new(2028, 1, 3),
        name: "New Year’s Day (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2028, 1, 4),
        name: "2nd January (substitute day)",
    },
    BankHoliday {
        date: IsoDate::new(2028, 4, 14),
        name: "Good Friday",
    },
    BankHoliday {
        date: IsoDate::new(2028, 5, 1),
        name: "Early May bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2028, 5, 29),
        name: "Spring bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2028, 8, 7),
        name: "Summer bank holiday",
    },
    BankHoliday {
        date: IsoDate::new(2028, 11, 30),
        name: "St Andrew’s Day",
    },
    BankHoliday {
        date: IsoDate::new(2028, 12, 25),
        name: "Christmas Day",
    },
    BankHoliday {
        date: IsoDate::new(2028, 12, 26),
        name: "Boxing Day",
    },
];
