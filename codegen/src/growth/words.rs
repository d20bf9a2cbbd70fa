//! The growth fixture's vocabulary that no one trade owns: a seeded generator,
//! the `{name}` template filler, and the lists of property, room, time and
//! person words every story and review draws on.
//!
//! Why templates with many small blanks rather than whole sentences: `codegen
//! check` refuses two jobs sharing more than a fifth of their 5-word runs,
//! and the export audit two pages sharing half their main content. A blank
//! every few words (a room, a number, a place) keeps any run of five words
//! rare even where two jobs drew the same sentence.

use content_model::PropertyType;

#[derive(Clone)]
/// A small xorshift64* generator: deterministic, seeded by a job's or a
/// review's index, and enough for picking words (no `rand` dependency).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Never zero (xorshift stays at zero), and nearby seeds start far apart.
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
        if x == 0 {
            x = 1;
        }
        let mut r = Rng(x);
        r.next_u64();
        r
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next_u64() % u64::from(hi - lo + 1)) as u32
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[(self.next_u64() % items.len() as u64) as usize]
    }
    /// One of a list of texts (as `pick`, but a `&str` where one is expected).
    pub fn one(&mut self, texts: &[&'static str]) -> &'static str {
        texts[(self.next_u64() % texts.len() as u64) as usize]
    }
    /// An index drawn by `weights` (each the relative chance of its index).
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut at = self.range(0, total - 1);
        for (i, w) in weights.iter().enumerate() {
            if at < *w {
                return i;
            }
            at -= w;
        }
        weights.len() - 1
    }
    /// True about `percent` times in a hundred.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.range(0, 99) < percent
    }
}

/// The blanks' values for one story or review: `{key}` in a template is
/// replaced by the value named `key`.
#[derive(Default)]
pub struct Blanks(Vec<(&'static str, String)>);

impl Blanks {
    pub fn set(&mut self, key: &'static str, value: impl Into<String>) {
        let value = value.into();
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.0.push((key, value)),
        }
    }
    /// `template` with every `{key}` filled. A blank with no value is a bug
    /// in the fixture's own lists, so it panics naming it.
    pub fn fill(&self, template: &str) -> String {
        let mut out = String::with_capacity(template.len() + 40);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let close = rest[open..]
                .find('}')
                .unwrap_or_else(|| panic!("unclosed blank in `{template}`"));
            let key = &rest[open + 1..open + close];
            let value = self
                .0
                .iter()
                .find(|(k, _)| *k == key)
                .unwrap_or_else(|| panic!("no value for {{{key}}} in `{template}`"));
            out.push_str(&value.1);
            rest = &rest[open + close + 1..];
        }
        out.push_str(rest);
        out
    }
}

/// `a` or `an` before `word`.
pub fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

/// The first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The kinds of building each property type covers, as a story names them.
pub fn buildings(property: PropertyType) -> &'static [&'static str] {
    match property {
        PropertyType::Residential => &[
            "tenement flat",
            "semi-detached house",
            "terraced house",
            "bungalow",
            "four-in-a-block flat",
            "detached villa",
            "end-terrace house",
            "former council house",
            "cottage",
            "main-door flat",
            "new-build townhouse",
            "top-floor flat",
        ],
        PropertyType::Commercial => &[
            "corner shop",
            "café",
            "dental surgery",
            "small office",
            "hair salon",
            "bakery",
            "charity shop",
            "nursery",
            "takeaway",
            "estate agent’s office",
        ],
        PropertyType::HighRise => &[
            "tower-block flat",
            "flat in a multi-storey block",
            "high-rise flat",
            "flat near the top of a tower block",
        ],
        PropertyType::Industrial => &[
            "joinery workshop",
            "vehicle repair unit",
            "storage warehouse",
            "print works",
            "engineering unit",
            "food packing unit",
        ],
    }
}

/// Who called us, for each property type.
pub fn callers(property: PropertyType) -> &'static [&'static str] {
    match property {
        PropertyType::Residential => &[
            "the owner",
            "the tenant",
            "the homeowner",
            "the family",
            "the landlord",
            "the resident",
        ],
        PropertyType::Commercial => &[
            "the manager",
            "the owner",
            "the duty manager",
            "the practice manager",
        ],
        PropertyType::HighRise => &[
            "the tenant",
            "the housing association",
            "the owner",
            "the concierge",
        ],
        PropertyType::Industrial => &[
            "the site manager",
            "the owner",
            "the foreman",
            "the facilities manager",
        ],
    }
}

/// Rooms, for each property type.
pub fn rooms(property: PropertyType) -> &'static [&'static str] {
    match property {
        PropertyType::Residential | PropertyType::HighRise => &[
            "kitchen",
            "hall",
            "box room",
            "back bedroom",
            "front room",
            "bathroom",
            "landing",
            "utility room",
            "dining room",
            "spare room",
        ],
        PropertyType::Commercial => &[
            "back shop",
            "staff kitchen",
            "stock room",
            "front counter",
            "customer toilet",
            "office at the back",
        ],
        PropertyType::Industrial => &[
            "office",
            "canteen",
            "workshop floor",
            "loading bay",
            "mezzanine",
            "washroom",
        ],
    }
}

pub const TIMES: [&str; 10] = [
    "early in the morning",
    "just after breakfast",
    "late in the morning",
    "around lunchtime",
    "in the early afternoon",
    "mid-afternoon",
    "at teatime",
    "in the early evening",
    "late in the evening",
    "after the school run",
];

pub const WEATHER: [&str; 10] = [
    "a wet spell",
    "a cold snap",
    "a week of heavy rain",
    "a frosty week",
    "a mild spell",
    "a stormy weekend",
    "a dry fortnight",
    "a run of gales",
    "a damp week",
    "a bright, cold week",
];

/// Opening sentences: when, where and who (`{caller_cap}` starts a sentence).
pub const OPENERS: [&str; 10] = [
    "In {month} {year} {caller} of {a_building} in {place} got in touch on a {weekday}.",
    "{caller_cap} of {a_building} in {place} rang us {time} on a {weekday} in {month}.",
    "We were called to {a_building} in {place} during {weather} in {month} {year}.",
    "On a {weekday} {time} in {month}, {caller} of {a_building} in {place} asked us to come out.",
    "This {building} in {place} was booked in for a {weekday} in {month} {year}.",
    "{caller_cap} of {a_building} in {place} sent us photographs on a {weekday} in {month}.",
    "During {weather} in {month} {year} we had a message from {caller} of {a_building} in {place}.",
    "A {weekday} visit in {month} took us to {a_building} in {place}.",
    "In {place}, {caller} of {a_building} contacted us {time} one {weekday} in {month}.",
    "Our first visit one {weekday} in {month} {year} was to {a_building} in {place}.",
];

/// A sentence of the visit's own circumstances, for any trade: mostly
/// blanks, so it is a story's most nearly unique words.
pub const DETAILS: [&str; 12] = [
    "Access was through the {room2}, parking was {n} minutes’ walk away, and {caller} had cleared a path for us.",
    "{caller_cap} said that {weather} had made things worse, and that the {room2} had been shut off for {n} days.",
    "The {building} dates from the {decade}, and the {room2} had been altered at least once since.",
    "We allowed {mins} minutes for protecting the {room2} and the stairs before any tools came out.",
    "It was one of {n} jobs for the van that {weekday2}, which carried a spare {part2} among the stock.",
    "Before starting we photographed the {room} and the {room2}, so {caller} had a record of how things were.",
    "The {room} measures roughly {nn} square metres, with the {room2} beside it and the meter in a hall cupboard.",
    "A neighbour had had similar trouble {n} years before, which helped {caller} describe the signs over the phone.",
    "We brought dust sheets, {n} buckets and a wet vacuum, and laid boards from the door to the {room}.",
    "Our van was parked {n} doors down, and the {room2} window gave the easiest route for hoses and cables.",
    "{caller_cap} had kept notes since {weekday2}, with times, which saved us {mins} minutes of guesswork.",
    "The {room2} was full of boxes from a move {n} weeks earlier, so we cleared a corner to work from.",
];

/// First names and an initial, as a reviewer agrees to be named.
pub const REVIEWER_NAMES: [&str; 40] = [
    "Morag", "Graeme", "Aileen", "Stuart", "Fiona", "Callum", "Shona", "Iain", "Kirsty", "Euan",
    "Lorna", "Hamish", "Eilidh", "Fraser", "Catriona", "Alasdair", "Rhona", "Gregor", "Mhairi",
    "Duncan", "Ailsa", "Niall", "Isla", "Ruaridh", "Kerry", "Lewis", "Gemma", "Kyle", "Heather",
    "Jamie", "Leanne", "Connor", "Siobhan", "Declan", "Carol", "Mairi", "Angus", "Jill", "Finlay",
    "Joanne",
];

pub const INITIALS: &str = "ABCDFGHJKLMNPRSTW";
