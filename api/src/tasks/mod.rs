//! Jobs that run beside the server or from the command line: the daily
//! digest, retention, database backups and the visits' reminders.

pub mod backup;
pub mod digest;
pub mod reminders;
pub mod retention;
