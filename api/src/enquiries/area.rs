//! Which catalogue area an enquiry is from (issue 33.4): the postcode or
//! town the customer typed, resolved once when the enquiry is stored and
//! kept in `enquiries.area_slug`, so Results and the inbox's Area filter
//! group 'PA1 Paisley' and 'Paisley PA2' as the one area they are, never
//! by the text typed.
//!
//! A postcode district in the text decides first (the catalogue's own
//! `areas_covering` order, so always the same area); else an area's name
//! written in it, in any case and with any punctuation; else none.

use crate::store::db::Db;
use content_model::Area;
use content_model::coverage::areas_covering;
use sqlx::Row;
use std::sync::OnceLock;

/// The catalogue's areas, read once.
fn areas() -> &'static [Area] {
    static AREAS: OnceLock<Vec<Area>> = OnceLock::new();
    AREAS.get_or_init(|| content::catalogue().areas)
}

/// Lower-case words of letters and digits: 'St. Andrew's-Road' reads
/// `st andrew s road`.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The slug of the area `typed` (a postcode, a town, or both) is in.
pub fn resolve(typed: &str) -> Option<&'static str> {
    resolve_in(areas(), typed)
}

/// The name of the area with `slug`, for showing and filtering.
pub fn name_of(slug: &str) -> Option<&'static str> {
    areas()
        .iter()
        .find(|a| a.slug.as_str() == slug)
        .map(|a| a.name)
}

/// The slug of the area named `name` (any case), for the Area filter.
pub fn slug_named(name: &str) -> Option<&'static str> {
    let wanted = words(name);
    areas()
        .iter()
        .find(|a| words(a.name) == wanted || a.slug.as_str() == name)
        .map(|a| a.slug.as_str())
}

fn resolve_in<'a>(areas: &'a [Area], typed: &str) -> Option<&'a str> {
    let tokens: Vec<&str> = typed
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '/')
        .filter(|t| !t.is_empty())
        .collect();
    // A whole postcode may be written with its space ('PA2 6AB') or without
    // ('pa26ab'); either way its district is the first part. Each token is
    // tried alone, so 'PA1' in 'PA1 Paisley' is found, and so is 'PA2' of
    // 'PA2 6AB' (its '6AB' is no district).
    for token in &tokens {
        let token = token.trim_matches(|c: char| !c.is_alphanumeric());
        if token.is_empty() || !token.chars().any(|c| c.is_ascii_digit()) {
            continue;
        }
        if let Ok(q) = content_model::postcode::parse(token)
            && let Some(area) = areas_covering(areas, &q.district).first()
        {
            return Some(area.slug.as_str());
        }
    }
    // The longest name written wins ('East Kilbride' over 'Kilbride'); among
    // names as long, the catalogue's first.
    let text = words(typed);
    let mut best: Option<(usize, &Area)> = None;
    for area in areas {
        let name = words(area.name);
        if name.is_empty() || name.len() > text.len() {
            continue;
        }
        let found = text.windows(name.len()).any(|w| w == name.as_slice());
        if found && best.is_none_or(|(len, _)| name.len() > len) {
            best = Some((name.len(), area));
        }
    }
    best.map(|(_, a)| a.slug.as_str())
}

/// How many rows one step of [`backfill`] reads.
const BATCH: i64 = 500;

/// Sets `area_slug` on the enquiries stored before it existed (or before
/// their area was in the catalogue): those with a location and no area,
/// in batches of `BATCH` by id, so a large table is never read at once.
/// Idempotent: a row resolved is not read again, one resolving to none is
/// left NULL (and tried again on the next start, in case the catalogue
/// has gained its area). Returns how many rows were set.
pub async fn backfill(db: &Db) -> Result<u64, sqlx::Error> {
    let mut after = 0i64;
    let mut set = 0u64;
    loop {
        let rows = sqlx::query(
            "SELECT id, location FROM enquiries WHERE area_slug IS NULL AND location IS NOT NULL \
             AND id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(BATCH)
        .fetch_all(&db.pool)
        .await?;
        let Some(last) = rows.last() else {
            return Ok(set);
        };
        after = last.try_get("id")?;
        let mut tx = db.begin().await?;
        for r in &rows {
            let location: String = r.try_get("location")?;
            if let Some(slug) = resolve(&location) {
                // Only while still unset: an enquiry stored meanwhile has its own.
                set += sqlx::query(
                    "UPDATE enquiries SET area_slug = $1 WHERE id = $2 AND area_slug IS NULL",
                )
                .bind(slug)
                .bind(r.try_get::<i64, _>("id")?)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            }
        }
        tx.commit().await?;
        if (rows.len() as i64) < BATCH {
            return Ok(set);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postcode_or_a_name_finds_the_same_area() {
        assert_eq!(resolve("PA1 Paisley"), Some("paisley"));
        assert_eq!(resolve("Paisley PA2"), Some("paisley"));
        assert_eq!(resolve("paisley"), Some("paisley"));
        assert_eq!(resolve("  PAISLEY!! "), Some("paisley"));
        assert_eq!(resolve("pa26ab"), Some("paisley"));
        assert_eq!(resolve("PA2 6AB"), Some("paisley"));
        assert_eq!(resolve("Flat 2/1, 14 Somewhere Street"), None);
        assert_eq!(resolve(""), None);
        assert_eq!(name_of("paisley"), Some("Paisley"));
        assert_eq!(slug_named("paisley"), Some("paisley"));
        assert_eq!(slug_named("Nowhere"), None);
    }

    #[test]
    fn every_area_resolves_from_its_own_name_and_first_district() {
        for a in areas() {
            // A district listed first by an earlier area goes to that one:
            // the choice is the catalogue's order, the same every time.
            if let Some(d) = a.postcodes.first() {
                assert!(resolve(d.as_str()).is_some(), "{}", a.name);
                assert_eq!(
                    resolve(d.as_str()),
                    areas_covering(areas(), d.as_str())
                        .first()
                        .map(|x| x.slug.as_str())
                );
            }
            assert!(resolve(a.name).is_some(), "{}", a.name);
        }
    }
}
