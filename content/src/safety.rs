//! What to do first in an emergency (issues 20.4 and 31.4): each step written
//! once. Checked against the current guidance of the National Gas Emergency
//! Service (gas and carbon monoxide), NHS 24 and NHS inform (medical help),
//! the Health and Safety Executive (electric shock), the Scottish Fire and
//! Rescue Service (smoke and fire) and the electricity networks' power cut
//! line, 105 (answered in central and southern Scotland for SP Energy
//! Networks); `codegen check` holds each set to the points in
//! `content_model::safety`, and no step may tell anyone to handle anything
//! electrical near water before the power is off.
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
        when: "If water has reached sockets, switches or light fittings, or someone has had an electric shock",
        steps: &[
            "Do not touch sockets, switches, plugs or anything electrical that is wet or near the water",
            "Switch off at the consumer unit’s main switch only if you can reach it with dry hands without standing in water; if you cannot, leave it, keep everyone out of the room and call us",
            "If someone is still in contact with the source of a shock, do not touch them: switch the power off at the consumer unit or the plug if you can do so safely, and if you cannot, keep away and call 999",
            "Call 999 for anyone hurt by an electric shock, and if they seem unhurt, get advice from NHS 24 on 111",
            "If the supply itself is damaged (the cable into your home, the meter or the sealed main fuse), keep away and call 105, the free power cut line, which puts you through to SP Energy Networks here",
        ],
        signs: None,
    },
    fire: Advice {
        when: "If you see smoke or flames, or smell burning",
        steps: &[
            "If there is smoke or fire, get everyone out at once, closing doors behind you if you can, and call 999 for the fire service once you are outside",
            "Stay out, and do not go back in for anything until the fire service tells you it is safe",
            "Never use water on an electrical fire",
            "If you smell burning from a socket, switch or appliance but see no smoke or flames, switch off at the consumer unit if you can do so safely, stop using it and call us",
        ],
        signs: None,
    },
    water: Advice {
        when: "If water is escaping",
        steps: &[
            "Turn off the water at the stopcock, usually under the kitchen sink or where the supply pipe enters your home",
            "Open the cold taps once the stopcock is off, to drain the pipes",
            "Keep away from anything electrical the water has reached, and follow the steps for water near electrics",
        ],
        signs: None,
    },
    ceiling: Advice {
        when: "If a ceiling is sagging or bulging with water",
        steps: &[
            "Keep everyone out from under it, and do not touch the light switches or fittings in that room",
        ],
        signs: None,
    },
};
