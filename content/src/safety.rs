//! What to do first in an emergency (issue 20.4): each step written once.
//! Checked against the current guidance of the National Gas Emergency
//! Service (gas and carbon monoxide), NHS 24 and NHS inform (medical help)
//! and the Health and Safety Executive (electric shock); `codegen check`
//! holds each set to the points in `content_model::safety`.
use content_model::*;

pub const SAFETY: SafetyAdvice = SafetyAdvice {
    gas: Advice {
        when: "If you smell gas",
        steps: &[
            "Do not use light switches, plugs, doorbells or anything else that could make a spark, and do not smoke or use a naked flame",
            "Open doors and windows",
            "Turn the gas off at the emergency control valve by the meter, unless the meter is in a cellar or basement",
            "Leave the property and call the {gas_line} free on {gas_phone} from outside, day or night",
        ],
        signs: None,
    },
    carbon_monoxide: Advice {
        when: "If you suspect carbon monoxide or a carbon monoxide alarm sounds",
        steps: &[
            "Turn off the appliance you suspect, if you can do it straight away",
            "Open doors and windows, and get everyone out into fresh air",
            "Call the {gas_line} free on {gas_phone}, and do not go back in until you are told it is safe",
            "Get medical advice from NHS 24 on 111, or call 999 if someone has collapsed or is seriously unwell",
        ],
        signs: Some(
            "Carbon monoxide has no smell: headaches, dizziness, sickness, breathlessness or tiredness that ease in fresh air can be a sign",
        ),
    },
    electrical: Advice {
        when: "If water is near sockets or fittings, or you smell burning",
        steps: &[
            "Switch off the electricity at the consumer unit, but only if you can reach it without touching anything wet",
            "If someone has had an electric shock, do not touch them until the power is off, then call 999",
        ],
        signs: None,
    },
    water: Advice {
        when: "If water is escaping",
        steps: &[
            "Turn off the water at the stopcock, usually under the kitchen sink or where the supply pipe enters your home",
            "Open the cold taps once the stopcock is off, to drain the pipes",
        ],
        signs: None,
    },
    ceiling: Advice {
        when: "If a ceiling is sagging or bulging with water",
        steps: &["Keep everyone out from under it, and move what you can out of the room"],
        signs: None,
    },
};
