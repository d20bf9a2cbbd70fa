//! What to do first in a gas, carbon-monoxide, electrical, fire or water
//! emergency (issues 20.4 and 31.4): one typed set of steps, each written
//! once, which the gas notice, the quote form's notice and the emergency page
//! all render. Steps name the gas emergency line as `{gas_line}` and
//! `{gas_phone}`, filled in from `Business::gas_emergency`, so its number is
//! never retyped.
//!
//! The rules below are the points current guidance gives (the National Gas
//! Emergency Service on gas and carbon monoxide, NHS 24 and NHS inform on
//! getting medical help, the HSE on electric shock, the Scottish Fire and
//! Rescue Service on fire): `codegen check` fails if a step set drops one.
//! [`handles_electrics_near_water`] is the one instruction no copy may give:
//! the first pass told people to move electrical items out of the water
//! before the power was off.

pub use scans::safety::handles_electrics_near_water;
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug)]
pub struct SafetyAdvice {
    pub gas: Advice,
    pub carbon_monoxide: Advice,
    pub electrical: Advice,
    /// Smoke, a burning smell or fire (issue 31.4: the set had nothing).
    pub fire: Advice,
    pub water: Advice,
    pub ceiling: Advice,
}

#[derive(Clone, Copy, Debug)]
pub struct Advice {
    /// 'If you smell gas'.
    pub when: &'static str,
    /// What to do, in order, each a sentence without its full stop.
    pub steps: &'static [&'static str],
    /// How to recognise it, where that is not obvious (carbon monoxide).
    pub signs: Option<&'static str>,
}

/// The advice as a page shows it, the line's name and number filled in.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AdviceView {
    pub when: String,
    pub steps: Vec<String>,
    pub signs: Option<String>,
}

impl Advice {
    pub fn view(&self, line: &crate::PublicLine) -> AdviceView {
        let fill = |s: &str| {
            s.replace("{gas_line}", line.name)
                .replace("{gas_phone}", line.phone.display())
        };
        AdviceView {
            when: self.when.into(),
            steps: self.steps.iter().map(|s| fill(s)).collect(),
            signs: self.signs.map(fill),
        }
    }

    /// The steps as one instruction: 'If you smell gas: do not …; open …'.
    pub fn as_instruction(view: &AdviceView) -> String {
        let steps: Vec<String> = view
            .steps
            .iter()
            .map(|s| {
                let mut chars = s.chars();
                chars
                    .next()
                    .map(|c| c.to_lowercase().chain(chars).collect())
                    .unwrap_or_default()
            })
            .collect();
        format!("{}: {}.", view.when, steps.join("; "))
    }
}

/// A point current guidance requires of a step set: the words (any of them,
/// case-insensitive) that must appear in one of its steps, with one of
/// `also` in the same step where that is set, and why.
pub struct Required {
    pub any_of: &'static [&'static str],
    /// Empty, or words one of which the same step must also say ('999' in
    /// the step about an electric shock, not just anywhere).
    pub also: &'static [&'static str],
    pub why: &'static str,
}

impl Required {
    const fn says(any_of: &'static [&'static str], why: &'static str) -> Required {
        Required {
            any_of,
            also: &[],
            why,
        }
    }

    fn met_by(&self, step: &str) -> bool {
        let l = step.to_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| l.contains(&w.to_lowercase()));
        has(self.any_of) && (self.also.is_empty() || has(self.also))
    }
}

impl SafetyAdvice {
    /// Each topic by name, with the points its steps must make.
    /// In the order the emergency page lists them (its immediate actions,
    /// brief 2's five and fire, issue 31.4).
    pub fn topics(&self) -> [(&'static str, &Advice, &'static [Required]); 6] {
        [
            ("gas", &self.gas, GAS),
            ("carbon_monoxide", &self.carbon_monoxide, CARBON_MONOXIDE),
            ("fire", &self.fire, FIRE),
            ("electrical", &self.electrical, ELECTRICAL),
            ("water", &self.water, WATER),
            ("ceiling", &self.ceiling, &[]),
        ]
    }

    /// `(topic, problem)` for each required point a topic's steps miss.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        for (topic, advice, required) in self.topics() {
            if advice.steps.is_empty() {
                out.push((topic, "has no steps".to_string()));
            }
            for r in required {
                if !advice.steps.iter().any(|s| r.met_by(s)) {
                    let also = if r.also.is_empty() {
                        String::new()
                    } else {
                        format!(", with one of: {}", r.also.join(", "))
                    };
                    out.push((
                        topic,
                        format!(
                            "leaves out {} (a step saying one of: {}{also})",
                            r.why,
                            r.any_of.join(", ")
                        ),
                    ));
                }
            }
        }
        out
    }
}

const GAS: &[Required] = &[
    Required::says(&["{gas_phone}"], "calling the gas emergency line"),
    Required::says(
        &["emergency control valve"],
        "turning the gas off at the meter's emergency control valve",
    ),
    Required::says(
        &["switch", "spark"],
        "not operating switches or anything that could spark",
    ),
    Required::says(&["flame", "smok"], "no naked flames or smoking"),
    Required::says(&["doors and windows"], "opening doors and windows"),
    Required::says(
        &["outside", "leave"],
        "leaving the property (and calling from outside)",
    ),
];

const CARBON_MONOXIDE: &[Required] = &[
    Required::says(
        &["turn off the appliance", "switch off the appliance"],
        "turning the appliance off",
    ),
    Required::says(&["fresh air", "outside"], "getting everyone into fresh air"),
    Required::says(&["{gas_phone}"], "calling the gas emergency line"),
    Required::says(&["111"], "getting medical advice from NHS 24 on 111"),
    Required::says(
        &["999"],
        "calling 999 if someone has collapsed or is seriously ill",
    ),
];

const ELECTRICAL: &[Required] = &[
    Required::says(&["consumer unit"], "switching off at the consumer unit"),
    Required::says(
        &["dry hands", "without standing in water"],
        "reaching the consumer unit only with dry hands and without standing in water",
    ),
    Required::says(
        &["do not touch them", "do not touch the person"],
        "not touching someone who is still in contact with the source (HSE)",
    ),
    Required {
        any_of: &["if you cannot", "if you can't"],
        also: &["999"],
        why: "what to do when the source cannot be switched off: keep away and call 999 (HSE)",
    },
    // Not 'do not touch them until the power is off, then call 999' (issue
    // 31.4): 999 for anyone hurt, whether or not the power is off yet.
    Required {
        any_of: &["hurt", "injur"],
        also: &["999"],
        why: "calling 999 for anyone hurt by an electric shock, whether or not the power is off yet",
    },
    Required::says(
        &["105"],
        "calling the power cut line, 105, when the supply itself is damaged",
    ),
];

/// The Scottish Fire and Rescue Service's advice: get out, stay out, call
/// 999; and water is never used on an electrical fire.
const FIRE: &[Required] = &[
    Required::says(&["get everyone out", "get out"], "getting everyone out"),
    Required::says(
        &["stay out", "do not go back in"],
        "staying out until the fire service says it is safe",
    ),
    Required::says(&["999"], "calling 999 for the fire service"),
    Required {
        any_of: &["water"],
        also: &["electrical fire"],
        why: "never using water on an electrical fire",
    },
];

const WATER: &[Required] = &[Required::says(
    &["stopcock"],
    "turning the water off at the stopcock",
)];
