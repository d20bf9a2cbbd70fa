//! The inbox's full-text search (issue 23.7): what the owner typed, turned
//! into a query of the word index each backend keeps of the enquiries
//! (migrations 0018: FTS5 on SQLite, a table of tsvectors with a GIN index
//! on PostgreSQL; 0025 adds the lead's notes and its name with apostrophes
//! and hyphens taken out). The text is hostile: it reaches the database only as bound
//! values, and only as letters and digits inside the index's query language,
//! so no quote, '*', 'OR', 'NEAR(' or ':' of the owner's is ever an operator.

use crate::store::db::Backend;
use sqlx::AnyConnection;

/// One word of the search (text between spaces).
#[derive(Debug, PartialEq, Eq)]
pub struct Word {
    /// Its runs of letters and digits, lower case: what the index holds of
    /// it ('law.example' is 'law' then 'example').
    runs: Vec<String>,
    /// The word itself (lower case), to be found as typed in the text, when
    /// it has symbols the index cannot see: '50%' must not find '50 of',
    /// 'ann@example.com' must not find Ann from anywhere else at example.com.
    pub literal: Option<String>,
    /// The word with its joiners taken out, when it has one between letters
    /// ('O'Neill' is also 'oneill'): the index holds every name that way
    /// too (migration 0025), so 'Oneill' finds 'O'Neill' and the other way.
    joined: Option<String>,
}

/// Punctuation around a word that belongs to the sentence, not the word:
/// 'boiler,' or '"Partick"' are searched as 'boiler' and 'Partick', and
/// 'boil*' (a wildcard from habit) as 'boil', which is a prefix anyway.
const AROUND: &[char] = &[
    '.', ',', ';', ':', '!', '?', '"', '\'', '(', ')', '[', ']', '{', '}', '*', '‘', '’', '“', '”',
];

/// Characters inside a word that the index rightly ignores, so the word is
/// not also held to them as typed: "O'Brien" finds 'O’Brien' (a phone's
/// curly apostrophe) and 'O Brien'; 'burst-pipe' finds 'Burst Pipe'.
const JOINERS: &[char] = &['\'', '’', '‘', '`', '-', '‐', '–', '—'];

impl Word {
    /// Whether the index can look the word up (it has a letter or digit).
    pub fn indexed(&self) -> bool {
        !self.runs.is_empty()
    }
}

/// The owner's text as words.
pub fn words(text: &str) -> Vec<Word> {
    text.split_whitespace()
        .map(|typed| {
            let word = typed.trim_matches(AROUND);
            if word.is_empty() {
                // Nothing but punctuation: look for it as it was typed.
                return Word {
                    runs: Vec::new(),
                    literal: Some(typed.to_lowercase()),
                    joined: None,
                };
            }
            let runs: Vec<String> = word
                .split(|c: char| !c.is_alphanumeric())
                .filter(|r| !r.is_empty())
                .map(str::to_lowercase)
                .collect();
            let symbols = word
                .chars()
                .any(|c| !c.is_alphanumeric() && !JOINERS.contains(&c));
            let joined = (!symbols && runs.len() > 1).then(|| runs.concat());
            Word {
                runs,
                literal: symbols.then(|| word.to_lowercase()),
                joined,
            }
        })
        .collect()
}

/// The index query for `words`, for `backend`, to be bound as the value of
/// [`matches_sql`]'s placeholder: every word's runs, in order, the last one
/// as the start of a word, or (a word with a joiner) the runs as one word.
/// `None` when no word has a letter or digit.
pub fn query(backend: Backend, words: &[Word]) -> Option<String> {
    let phrases: Vec<String> = words
        .iter()
        .filter(|w| !w.runs.is_empty())
        .map(|w| match backend {
            // A quoted FTS5 string is text, never syntax: inside it only a
            // doubled quote means a quote. The runs have no quote in them,
            // but quoting as the grammar says keeps that true whatever a run
            // holds. '*' after the string makes its last word a prefix.
            Backend::Sqlite => {
                let phrase = |text: String| format!("\"{}\"*", text.replace('"', "\"\""));
                match &w.joined {
                    Some(joined) => format!(
                        "({} OR {})",
                        phrase(w.runs.join(" ")),
                        phrase(joined.clone())
                    ),
                    None => phrase(w.runs.join(" ")),
                }
            }
            // Letters and digits only, so none of tsquery's operators or
            // quotes; '<->' keeps the runs of one word together and ':*' is
            // the prefix.
            Backend::Postgres => match &w.joined {
                Some(joined) => format!("({}:* | {joined}:*)", w.runs.join(" <-> ")),
                None => format!("{}:*", w.runs.join(" <-> ")),
            },
        })
        .collect();
    (!phrases.is_empty()).then(|| {
        phrases.join(match backend {
            Backend::Sqlite => " AND ",
            Backend::Postgres => " & ",
        })
    })
}

/// The condition on `enquiries` that its words match the bound query `$n`.
pub fn matches_sql(backend: Backend, n: usize) -> String {
    match backend {
        Backend::Sqlite => {
            format!("id IN (SELECT rowid FROM enquiries_search WHERE enquiries_search MATCH ${n})")
        }
        // The query is folded (case, accents) as the lead's words were, in
        // a subquery of its own so it is made once: in the generic plan of
        // a prepared statement, written inline, it was made again for every
        // row the plan read (116 ms instead of 12 ms for 9,000 leads).
        Backend::Postgres => format!(
            "id IN (SELECT id FROM enquiries_search \
             WHERE words @@ (SELECT to_tsquery('simple', lead_search_fold(${n}))))"
        ),
    }
}

/// After enquiries are deleted (retention, erasure): on SQLite, rewrites
/// the word index without them. FTS5 marks a deleted row's words deleted but
/// keeps them in its pages until those are next merged, so a forgotten
/// customer's name would stay readable in the file and in every backup made
/// from it; 'optimize' merges all pages into one without the deleted rows.
/// On PostgreSQL the words go with the enquiry (a cascading foreign key)
/// and their space is reclaimed by vacuum, like the enquiry's own.
pub async fn forget_deleted(conn: &mut AnyConnection, backend: Backend) -> Result<(), sqlx::Error> {
    if backend == Backend::Sqlite {
        sqlx::query("INSERT INTO enquiries_search (enquiries_search) VALUES ('optimize')")
            .execute(conn)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(runs: &[&str], literal: Option<&str>) -> Word {
        let joined = (literal.is_none() && runs.len() > 1).then(|| runs.concat());
        Word {
            runs: runs.iter().map(|r| r.to_string()).collect(),
            literal: literal.map(str::to_string),
            joined,
        }
    }

    #[test]
    fn words_are_runs_of_letters_and_digits() {
        assert_eq!(
            words("  Boiler   PARTICK "),
            vec![word(&["boiler"], None), word(&["partick"], None)]
        );
        assert_eq!(
            words("cat@law.example"),
            vec![word(&["cat", "law", "example"], Some("cat@law.example"))]
        );
        assert_eq!(words("50%"), vec![word(&["50"], Some("50%"))]);
        assert_eq!(words("O’Brien"), vec![word(&["o", "brien"], None)]);
        assert_eq!(words("burst-pipe"), vec![word(&["burst", "pipe"], None)]);
        // Sentence punctuation is not part of the word.
        assert_eq!(words("\"boiler,\""), vec![word(&["boiler"], None)]);
        assert_eq!(words("boil*"), vec![word(&["boil"], None)]);
        // A reference's '#' is kept: '#12' is not any word starting '12'.
        assert_eq!(words("#12"), vec![word(&["12"], Some("#12"))]);
        assert_eq!(words("Zoë"), vec![word(&["zoë"], None)]);
        assert_eq!(words("2/1"), vec![word(&["2", "1"], Some("2/1"))]);
        // Only punctuation: looked for as typed, never an index query.
        assert_eq!(words("\""), vec![word(&[], Some("\""))]);
        assert_eq!(words("***"), vec![word(&[], Some("***"))]);
        assert!(words("   ").is_empty());
    }

    /// PostgreSQL folds accents with the table in its migration; SQLite's
    /// unicode61 tokenizer has its own. Both must fold every letter alike,
    /// or a name would be found on one backend and not the other.
    #[tokio::test]
    async fn both_backends_fold_the_same_accents() {
        let migration = include_str!("../../migrations/postgres/0018_lead_search.sql");
        let quoted: Vec<&str> = migration
            .split("RETURN translate(lower(t),")
            .nth(1)
            .unwrap()
            .split('\'')
            .skip(1)
            .step_by(2)
            .take(2)
            .collect();
        let (from, to) = (quoted[0], quoted[1]);
        assert_eq!(from.chars().count(), to.chars().count());
        assert!(from.chars().count() > 100, "{from}");
        let db = crate::store::db::Db::connect("sqlite::memory:")
            .await
            .unwrap();
        for (accented, plain) in from.chars().zip(to.chars()) {
            let id = sqlx::query(
                "INSERT INTO enquiries (created_at, status, name, phone, service, is_emergency) \
                 VALUES ('2026-11-01T00:00:00.000Z', 'new', $1, '', '', 0) RETURNING id",
            )
            .bind(format!("x{accented}x"))
            .fetch_one(&db.pool)
            .await
            .map(|r| sqlx::Row::get::<i64, _>(&r, 0))
            .unwrap();
            let found: Vec<i64> =
                sqlx::query("SELECT rowid FROM enquiries_search WHERE enquiries_search MATCH $1")
                    .bind(format!("\"x{plain}x\""))
                    .fetch_all(&db.pool)
                    .await
                    .unwrap()
                    .iter()
                    .map(|r| sqlx::Row::get::<i64, _>(r, 0))
                    .collect();
            assert_eq!(found, vec![id], "{accented} as {plain}");
            sqlx::query("DELETE FROM enquiries WHERE id = $1")
                .bind(id)
                .execute(&db.pool)
                .await
                .unwrap();
        }
    }

    #[test]
    fn hostile_text_is_only_ever_quoted_letters_and_digits() {
        let w = words("\"boil OR NEAR( x:* -gas' \\ a\"\"b *");
        assert_eq!(
            query(Backend::Sqlite, &w).as_deref(),
            Some("\"boil\"* AND \"or\"* AND \"near\"* AND \"x\"* AND \"gas\"* AND \"a b\"*")
        );
        assert_eq!(
            query(Backend::Postgres, &w).as_deref(),
            Some("boil:* & or:* & near:* & x:* & gas:* & a <-> b:*")
        );
        // A joiner inside a word: its parts in order, or as one word.
        let w = words("O’Neill-Smith");
        assert_eq!(
            query(Backend::Sqlite, &w).as_deref(),
            Some("(\"o neill smith\"* OR \"oneillsmith\"*)")
        );
        assert_eq!(
            query(Backend::Postgres, &w).as_deref(),
            Some("(o <-> neill <-> smith:* | oneillsmith:*)")
        );
        assert_eq!(query(Backend::Sqlite, &words("*** \" '")), None);
        assert_eq!(query(Backend::Postgres, &words(":* & |")), None);
    }
}
