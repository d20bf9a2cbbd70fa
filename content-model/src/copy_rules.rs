//! The rules that judge one piece of copy on its own, wherever it comes from:
//! a catalogue field (`validate` runs them over `copy::all`) or a page's
//! composed title and description (`codegen check`, issue 32.4). One list,
//! so words composed in codegen meet the same rules as the words they are
//! composed from.

use crate::*;

/// What the rules compare copy with, worked out once for the catalogue.
pub struct CopyRules<'a> {
    cat: &'a Catalogue,
    /// The mean rating of the reviews shown: 'five stars' must hold.
    mean: f64,
    /// Some category page prices a call-out, so none may be called free.
    priced_call_out: bool,
    /// The numbers copy may write out (digits only) and whose they are.
    known_numbers: Vec<(String, &'static str)>,
    promises: Promises,
}

/// Where a piece of copy stands, which some rules need.
#[derive(Clone, Copy, Debug, Default)]
pub struct Context<'s> {
    /// The service the text speaks for, by slug: its '24/7' claims need its cover.
    pub service: Option<&'s str>,
    /// The area the text speaks for, by slug.
    pub area: Option<&'s str>,
    /// The gas line's number is shown beside the text (in its block), so a
    /// gas prompt without it is answered there (issue 31.1).
    pub gas_number_nearby: bool,
    /// The text's arrival times are computed from the areas' windows (a
    /// page's composed words), so none of them was typed (decision 25).
    pub times_computed: bool,
}

/// Problems as they are found, in the order the rules run.
#[derive(Default)]
struct Found(Vec<String>);

impl Found {
    fn add(&mut self, message: impl Into<String>) {
        self.0.push(message.into());
    }
}

impl<'a> CopyRules<'a> {
    pub fn of(cat: &'a Catalogue) -> CopyRules<'a> {
        let b = &cat.business;
        let mean = if cat.reviews.is_empty() {
            0.0
        } else {
            cat.reviews
                .iter()
                .map(|v| v.rating.stars() as f64)
                .sum::<f64>()
                / cat.reviews.len() as f64
        };
        let priced_call_out = cat
            .category_pages
            .iter()
            .flat_map(|p| p.items.iter())
            .any(|i| i.urgent);
        // Retyped, a number must still be the catalogue's.
        let national =
            |p: UkPhone| -> String { p.display().chars().filter(char::is_ascii_digit).collect() };
        let mut known_numbers = vec![
            (national(b.phone), "the business's phone"),
            (national(b.whatsapp), "the WhatsApp number"),
            (national(b.gas_emergency.phone), b.gas_emergency.name),
        ];
        known_numbers.extend(b.other_lines.iter().map(|l| (national(l.phone), l.name)));
        CopyRules {
            cat,
            mean,
            priced_call_out,
            known_numbers,
            promises: Promises::of(b),
        }
    }

    /// Every problem of `text`, each a sentence saying what is wrong and what to write.
    pub fn problems(&self, text: &str, at: Context<'_>) -> Vec<String> {
        let Context {
            service,
            area,
            gas_number_nearby,
            times_computed,
        } = at;
        let mut out = Found::default();
        // Issue 31.3: one wording of every answering promise.
        for (sentence, problem) in crate::promises::misstated(text, &self.promises) {
            out.add(format!("{problem}: \"{sentence}\""));
        }
        for number in copy::phone_numbers(text) {
            if !self.known_numbers.iter().any(|(n, _)| *n == number) {
                let known: Vec<String> = self
                    .known_numbers
                    .iter()
                    .map(|(n, what)| format!("{what} {n}"))
                    .collect();
                out.add(format!("writes the phone number {number}, which is none of the catalogue's ({}): correct it, or use a placeholder such as {{{{phone}}}} where the text has them", known.join(", ")));
            }
        }
        // Issue 31.1: every gas prompt carries the gas line's number, in its
        // own text or in the block a page shows it in.
        for sentence in gas_first::prompts_without_number(text, &self.cat.business.gas_emergency)
            .into_iter()
            .filter(|_| !gas_number_nearby)
        {
            out.add(format!("mentions a gas smell or leak without the {} number: \"{sentence}\"; give {} (as {{{{gas_phone}}}} in an article or page, {{gas_phone}} in a safety step) so a visitor who smells gas calls that line first (decision 31)", self.cat.business.gas_emergency.name, self.cat.business.gas_emergency.phone.display()));
        }
        if self.priced_call_out && copy::claims_free_call_out(text) {
            out.add("claims a free call-out, but call-outs are priced on the category pages; say 'free quotes' instead (decision 24)");
        }
        for sentence in copy::prices_without_vat(text) {
            out.add(format!("gives a price without saying it includes VAT: \"{sentence}\"; add 'inc. VAT' (decision 24)"));
        }
        for sentence in copy::typed_arrival_times(text)
            .into_iter()
            .filter(|_| !times_computed)
        {
            out.add(format!("types an arrival or response time: \"{sentence}\"; arrival times come from the areas' windows and are never written as text (decision 25)"));
        }
        let service = service.and_then(|s| self.cat.service(s));
        let same_day_work =
            service.is_some_and(|s| wording::answered_within_the_day(s.response_time));
        let wording = [
            (
                wording::misnames_gas_safe(text),
                "calls Gas Safe something other than the register's word: say 'Gas Safe registered'",
            ),
            (
                wording::calls_a_window_an_average(text),
                "calls an arrival or response time an average: say 'typically' (the windows are not measured means)",
            ),
            (
                wording::states_call_out_price_up_front(text),
                "says a call-out price is stated up front, but only the trades with a category page price their call-out",
            ),
            (
                wording::claims_a_radius(text),
                "claims a coverage radius, which takes in towns no area serves: use {{coverage}} (decision 34)",
            ),
            (
                safety::handles_electrics_near_water(text),
                "tells people to handle something electrical near water before the power is off; say not to touch it until the supply is off at the consumer unit (issue 31.4)",
            ),
            (
                wording::offers_estimates(text),
                "offers an estimate, but we give quotes (an estimate is a guess the bill may exceed): say 'free quotes' (decision 24)",
            ),
            (
                wording::promises_an_unchangeable_price(text),
                "promises a quoted price that cannot change, but the terms let it change, agreed first, when the work uncovers what no one could see: say so",
            ),
            (
                if same_day_work {
                    Vec::new()
                } else {
                    wording::promises_same_day_visit(text)
                },
                "promises a same-day visit, but the work it speaks for is booked further ahead (or for no one service)",
            ),
        ];
        for (sentences, problem) in wording {
            for sentence in sentences {
                out.add(format!("{problem}: \"{sentence}\""));
            }
        }
        if copy::claims_round_the_clock(text) {
            let area = area.and_then(|a| self.cat.area(a));
            if let Some(s) = service.filter(|s| !s.emergency_available) {
                out.add(format!(
                    "claims 24/7 cover, but `{}` is not an emergency service",
                    s.slug
                ));
            }
            if let Some(a) = area.filter(|a| !a.emergency_available()) {
                out.add(format!(
                    "claims 24/7 cover, but `{}` has no emergency cover",
                    a.slug
                ));
            }
        }
        if self.mean < 5.0 && copy::claims_five_stars(text) {
            out.add(format!(
                "claims five stars but the reviews shown average {:.1}",
                (self.mean * 10.0).round() / 10.0
            ));
        }
        out.0
    }
}
