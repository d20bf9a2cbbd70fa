//! `codegen check`: every validation rule, reported together.

use content_model::validate::{self, Assets};
use content_model::{Catalogue, IsoDate};
use std::fmt;

/// Every problem the check found. Its text is the report `codegen check`
/// prints: a count, then a numbered list, each naming the record and field.
#[derive(Debug, thiserror::Error)]
pub struct Problems(pub Vec<validate::Problem>);

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        writeln!(
            f,
            "found {n} problem{} in the catalogue:",
            if n == 1 { "" } else { "s" }
        )?;
        for (i, p) in self.0.iter().enumerate() {
            writeln!(f, "{:>4}. {p}", i + 1)?;
        }
        Ok(())
    }
}

/// Runs every rule. `Ok` carries a one-line summary; `Err` every problem,
/// which displays as a numbered list, each naming the record and the field.
pub fn run_check(cat: &Catalogue, assets: &Assets<'_>) -> Result<String, Problems> {
    run_check_on(cat, assets, crate::emit::build_date())
}

/// [`run_check`] as on `today`: the rules that depend on the date (the bank
/// holiday list must reach 12 months ahead, no job in the future) are checked
/// against it.
pub fn run_check_on(
    cat: &Catalogue,
    assets: &Assets<'_>,
    today: IsoDate,
) -> Result<String, Problems> {
    let dated = content_model::holidays_run_out(cat.business.bank_holidays, today).map(|message| {
        validate::Problem {
            record: "business".into(),
            field: "bank_holidays".into(),
            message,
        }
    });
    let dated = dated.into_iter().chain(
        content_model::job_rules::problems(cat, assets.job_photos_dir, today)
            .into_iter()
            .map(|(record, field, message)| validate::Problem {
                record,
                field,
                message,
            }),
    );
    // Issue 32.4: the words each page is found by, composed as `emit` composes them.
    let dated = dated.chain(crate::page_words_check::problems(cat, today.year()));
    // Issue 34.6.1: no original under the photo folder may carry a location,
    // whether a job names it yet or not.
    let located = assets
        .job_photos_dir
        .map(crate::photo_meta::located)
        .unwrap_or_default();
    let dated = dated.chain(located.into_iter().map(|(file, why)| validate::Problem {
        record: "jobs/photos".into(),
        field: file.display().to_string(),
        message: format!(
            "carries {why}, which points at the customer's home; run `just strip-photos`"
        ),
    }));
    let checked = match validate::check(cat, assets) {
        Ok(()) => {
            let dated: Vec<_> = dated.collect();
            if dated.is_empty() { Ok(()) } else { Err(dated) }
        }
        Err(mut problems) => {
            problems.extend(dated);
            Err(problems)
        }
    };
    match checked {
        Ok(()) => {
            let neighbourhoods: usize = cat.areas.iter().map(|a| a.neighbourhoods.len()).sum();
            Ok(format!(
                "catalogue OK: {} services in {} categories ({} emergency-capable), {} areas with {} neighbourhoods, {} posts, {} reviews, {} jobs ({} samples), {} category pages, {} sitemap entries",
                cat.services.len(),
                cat.services_by_category().len(),
                cat.services
                    .iter()
                    .filter(|s| s.emergency_available)
                    .count(),
                cat.areas.len(),
                neighbourhoods,
                cat.posts.len(),
                cat.reviews.len(),
                cat.jobs.len(),
                cat.jobs.iter().filter(|j| j.is_sample()).count(),
                cat.category_pages.len(),
                cat.sitemap.len(),
            ))
        }
        Err(problems) => Err(Problems(problems)),
    }
}
