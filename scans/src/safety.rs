//! Safety advice read as words: what a sentence may tell someone to do
//! near water (issue 31.4). `content_model::safety` holds the advice itself.

/// Sentences that tell someone to move, unplug, touch or otherwise handle
/// electrical things where there is water, without saying the power must be
/// off first (issue 31.4: 'Move valuables, furniture and electrical items
/// away from the water'). Water conducts: nothing electrical is handled near
/// it until the supply is off at the consumer unit. `validate` runs this over
/// every text of the catalogue and `codegen audit-export` over every page.
pub fn handles_electrics_near_water(text: &str) -> Vec<&str> {
    crate::copy::sentences(text)
        .filter(|s| tells_to_handle_electrics_near_water(s))
        .collect()
}

fn tells_to_handle_electrics_near_water(sentence: &str) -> bool {
    let l = sentence.to_lowercase().replace('’', "'");
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let all = words(&l);
    let near_water = all
        .iter()
        .any(|w| WATER_WORDS.iter().any(|x| w.starts_with(x)));
    if !near_water || SUPPLY_OFF.iter().any(|p| l.contains(p)) {
        return false;
    }
    // An instruction puts its verb first in a clause ('Move …', 'then unplug
    // …'); 'so they can move belongings' or 'our team can handle the
    // electrics' are not instructions. The verb's object may run on past a
    // comma ('Move valuables, furniture and electrical items'), so it is
    // read from the rest of the sentence.
    let mut offset = 0;
    for clause in l.split([',', ';', ':', '(', ')', '—', '–']) {
        let clause_words = words(clause);
        let start = offset;
        offset += clause_words.len();
        let mut warned = false;
        let Some(i) = clause_words.iter().position(|w| {
            if NEGATIONS.contains(&w.as_str()) {
                warned = true;
            }
            !LEAD_INS.contains(&w.as_str()) && !NEGATIONS.contains(&w.as_str())
        }) else {
            continue;
        };
        let verb = clause_words[i].as_str();
        if !HANDLING.contains(&verb) || warned {
            continue;
        }
        if verb == "carry" && clause_words.get(i + 1).is_some_and(|w| w == "out") {
            continue;
        }
        let at = start + i;
        let object = &all[at + 1..(at + 9).min(all.len())];
        if object
            .iter()
            .any(|o| ELECTRICAL_THINGS.iter().any(|e| o.starts_with(e)))
        {
            return true;
        }
    }
    false
}

const WATER_WORDS: [&str; 5] = ["water", "wet", "flood", "leak", "puddle"];
const HANDLING: [&str; 11] = [
    "move",
    "unplug",
    "lift",
    "carry",
    "handle",
    "touch",
    "pick",
    "remove",
    "pull",
    "disconnect",
    "plug",
];
/// Words an instruction may open with before its verb.
const LEAD_INS: [&str; 11] = [
    "and",
    "then",
    "also",
    "please",
    "first",
    "quickly",
    "carefully",
    "now",
    "do",
    "try",
    "to",
];
const ELECTRICAL_THINGS: [&str; 18] = [
    "electric",
    "appliance",
    "plug",
    "socket",
    "switch",
    "lamp",
    "heater",
    "fuse",
    "charger",
    "wiring",
    "machine",
    "dishwasher",
    "fridge",
    "freezer",
    "television",
    "tv",
    "computer",
    "dehumidifier",
];
const NEGATIONS: [&str; 6] = ["not", "don't", "never", "no", "avoid", "dont"];
/// Wording that makes handling safe: the power is off first.
const SUPPLY_OFF: [&str; 6] = [
    "power is off",
    "power has been switched off",
    "supply is off",
    "electricity is off",
    "power off",
    "switched off at the consumer unit",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_handling_electrics_near_water_and_leaves_warnings_alone() {
        for bad in [
            "Move valuables, furniture and electrical items away from the water",
            "Unplug appliances in the flooded room.",
            "Lift the heater and lamps off the wet floor.",
            "If the kitchen floods, quickly unplug the washing machine.",
        ] {
            assert_eq!(handles_electrics_near_water(bad).len(), 1, "{bad}");
        }
        for fine in [
            "Do not touch sockets, switches, plugs or anything electrical that is wet or near the water",
            "Don't unplug anything standing in water.",
            "Once the power is off at the consumer unit, move electrical items away from the water.",
            "Move valuables and furniture away from the water.",
            "Unplug the charger before you go on holiday.",
            "We repair leaks and carry out electrical safety work.",
            "Our team can handle the plumbing, electrics and tiling of a wet room.",
            "Warn the flat below so they can move belongings and watch their electrics if the leak is heavy.",
        ] {
            assert!(handles_electrics_near_water(fine).is_empty(), "{fine}");
        }
    }
}
