//! What to do first in a gas, carbon-monoxide, electrical or water emergency
//! (issue 20.4): one typed set of steps, each written once, which the gas
//! notice, the quote form's notice and the emergency page all render. Steps
//! name the gas emergency line as `{gas_line}` and `{gas_phone}`, filled in
//! from `Business::gas_emergency`, so its number is never retyped.
//!
//! The rules below are the points current guidance gives that the first
//! pass left out (the National Gas Emergency Service on gas and carbon
//! monoxide, NHS 24 and NHS inform on getting medical help, the HSE on
//! electric shock): `codegen check` fails if a step set drops one.

use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug)]
pub struct SafetyAdvice {
    pub gas: Advice,
    pub carbon_monoxide: Advice,
    pub electrical: Advice,
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
/// case-insensitive) that must appear in one of its steps, and why.
pub struct Required {
    pub any_of: &'static [&'static str],
    pub why: &'static str,
}

impl SafetyAdvice {
    /// Each topic by name, with the points its steps must make.
    /// In the order the emergency page lists them (its five immediate
    /// actions, SPEC 2).
    pub fn topics(&self) -> [(&'static str, &Advice, &'static [Required]); 5] {
        [
            ("gas", &self.gas, GAS),
            ("carbon_monoxide", &self.carbon_monoxide, CARBON_MONOXIDE),
            ("water", &self.water, WATER),
            ("electrical", &self.electrical, ELECTRICAL),
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
                let said = advice.steps.iter().any(|s| {
                    let l = s.to_lowercase();
                    r.any_of.iter().any(|w| l.contains(&w.to_lowercase()))
                });
                if !said {
                    out.push((
                        topic,
                        format!(
                            "leaves out {} (a step saying one of: {})",
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
    Required {
        any_of: &["{gas_phone}"],
        why: "calling the gas emergency line",
    },
    Required {
        any_of: &["emergency control valve"],
        why: "turning the gas off at the meter's emergency control valve",
    },
    Required {
        any_of: &["switch", "spark"],
        why: "not operating switches or anything that could spark",
    },
    Required {
        any_of: &["flame", "smok"],
        why: "no naked flames or smoking",
    },
    Required {
        any_of: &["doors and windows"],
        why: "opening doors and windows",
    },
    Required {
        any_of: &["outside", "leave"],
        why: "leaving the property (and calling from outside)",
    },
];

const CARBON_MONOXIDE: &[Required] = &[
    Required {
        any_of: &["turn off the appliance", "switch off the appliance"],
        why: "turning the appliance off",
    },
    Required {
        any_of: &["fresh air", "outside"],
        why: "getting everyone into fresh air",
    },
    Required {
        any_of: &["{gas_phone}"],
        why: "calling the gas emergency line",
    },
    Required {
        any_of: &["111"],
        why: "getting medical advice from NHS 24 on 111",
    },
    Required {
        any_of: &["999"],
        why: "calling 999 if someone has collapsed or is seriously ill",
    },
];

const ELECTRICAL: &[Required] = &[
    Required {
        any_of: &["consumer unit"],
        why: "switching off at the consumer unit",
    },
    Required {
        any_of: &["999"],
        why: "calling 999 after an electric shock",
    },
];

const WATER: &[Required] = &[Required {
    any_of: &["stopcock"],
    why: "turning the water off at the stopcock",
}];
