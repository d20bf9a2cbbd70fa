//! The dry trades' sentences: electrics, roofs and bathrooms (see
//! `trades_wet` for how the slots are used).

use super::Trade;
use content_model::PropertyType::{Commercial, HighRise, Industrial, Residential};

pub const ELECTRICS: Trade = Trade {
    services: &[("emergency-electric", 35)],
    properties: &[Residential, Residential, HighRise, Commercial, Industrial],
    parts: &[
        "RCD",
        "circuit breaker",
        "junction box",
        "socket outlet",
        "light switch",
        "cooker connection unit",
        "fused spur",
        "ceiling rose",
        "immersion switch",
        "main switch",
    ],
    problem: [
        &[
            "The power kept tripping {time}, taking out the {room} sockets and the lights on the {room2} circuit with it.",
            "Half the {building} went dark after {weather}, and the RCD would not stay on for more than a few seconds.",
            "A {part} in the {room} had scorch marks round it and had given off a burning smell the night before.",
            "Lights in the {room} flickered whenever the kettle or the washing machine came on, and one bulb had blown {n} times.",
            "The electric shower cut out mid-use, and afterwards nothing on the {room} circuit would reset.",
        ],
        &[
            "{caller_cap} had unplugged everything on the circuit, but the trip still happened within {mins} minutes.",
            "The wiring is a mix of ages, with an extension to the {room2} added about {n} years ago.",
            "The freezer was on the affected circuit, so the {building} needed it back on quickly.",
            "No one had touched the fuse board since it was fitted, about {nn} years before.",
            "A new appliance had gone in the {room} the week before, which was the obvious first suspect.",
        ],
    ],
    work: [
        &[
            "Our electrician arrived {time}, isolated the board and tested each circuit in turn with an insulation resistance tester.",
            "We split the circuits at the board and reconnected them one at a time, with the {room} appliances unplugged.",
            "The electrician took readings at the board and at the {part}, logging each one on the test sheet.",
            "We checked the earthing and bonding first, then worked through the {room} circuit from the board outward.",
            "Our electrician opened the {part} and followed the cable back under the {room} floor.",
        ],
        &[
            "Water had reached a {part} under the {room} floor, and the insulation reading there was far too low.",
            "A loose terminal in the {part} had been arcing for some time and had melted the cable sheath.",
            "The fault was a {part} that had failed inside, so it tripped the RCD every time it warmed up.",
            "A nail through a cable behind the {room} skirting had finally shorted after years in place.",
            "The {part} had been overloaded by an extension lead feeding {n} appliances.",
        ],
        &[
            "We cut out the damaged length, fitted a new {part} in an accessible place and made the circuit safe.",
            "The {part} was replaced, the terminals remade and labelled, and the board cover refitted.",
            "A new {part} and {nn} metres of fresh cable went in, clipped and run clear of the pipes.",
            "We replaced the {part} and added a dedicated circuit for the {room} so the load is shared.",
            "After the repair we tested every circuit on the board and filled in a minor works certificate.",
        ],
    ],
    outcome: [
        &[
            "All circuits now hold with everything switched on, and the test readings are well inside the limits.",
            "The {room} and {room2} have power and lights again, and nothing has tripped since.",
            "The RCD test button works and the board trips in {n} milliseconds less than it did, well within the standard.",
            "The burning smell has gone, and the new {part} stays cool under load.",
            "The freezer was back on within the hour, and the flickering in the {room} has stopped.",
        ],
        &[
            "{caller_cap} got the certificate by email the next morning.",
            "We suggested a full condition report within {n} months, given the age of the board.",
            "The circuits at the board are now labelled room by room.",
            "We explained how to test the RCD every few months.",
            "The old {part} was kept aside for {caller} to show the insurer.",
        ],
    ],
    alts: [
        &[
            "A scorched {part} on the {room} wall of {a_spot} {building}",
            "A consumer unit with a tripped switch in the hall of {a_spot} {building}",
            "A damaged cable under the lifted {room} floor of {a_spot} {building}",
        ],
        &[
            "Our electrician testing a circuit at the board in {a_spot} {building}",
            "An insulation tester showing a low reading on the {room} circuit at {a_spot} {building}",
            "New cable being clipped beside the {room} skirting at {a_spot} {building}",
        ],
        &[
            "The new {part} fitted on the {room} wall of {a_spot} {building}",
            "A labelled consumer unit after testing in {a_spot} {building}",
            "Working lights in the {room} after the repair at {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: the fault",
            "What we found",
            "The damage on arrival",
        ],
        &[
            "Testing and repair",
            "Finding the fault",
            "The repair in progress",
        ],
        &[
            "After: safe and tested",
            "Repaired and certified",
            "Power back on",
        ],
    ],
    took: &[(1, 5, false)],
    prices: &[(90, 180), (150, 300), (200, 450)],
    review: [
        &[
            "Our power kept tripping and we could not work out which appliance was to blame.",
            "Half the lights went off after {weather} and the electrician was with us {time}.",
            "A socket in the {room} had scorch marks and we were frightened to use anything.",
            "The shower cut out and then the whole {room} circuit would not reset.",
        ],
        &[
            "He tested every circuit, found a damp junction box and replaced it neatly.",
            "Clear explanation, tidy work, and he labelled the fuse board for us.",
            "He found a nail through a cable that must have been there for years.",
            "We had the certificate the next morning and the price was as agreed.",
        ],
    ],
};

pub const ROOFING: Trade = Trade {
    services: &[
        ("emergency-roof-repairs", 20),
        ("roof-maintenance", 12),
        ("gutter-repairs", 8),
    ],
    properties: &[Residential, Residential, Commercial, Industrial],
    parts: &[
        "lead flashing",
        "ridge tile",
        "valley gutter",
        "slate",
        "skew cope",
        "cast-iron gutter",
        "downpipe",
        "roof window flashing",
        "chimney flashing",
        "fascia board",
    ],
    problem: [
        &[
            "Rain was getting in above the {room} window, and a brown tide mark had appeared on the ceiling after {weather}.",
            "{n} slates had slipped from the front pitch and one had landed on the path below.",
            "Water was overflowing from the gutter at the back and running down the wall behind the {room}.",
            "A drip came through into the {room} only in wind-driven rain, never in a calm shower.",
            "The chimney stack had damp patches inside, and the {room} wallpaper beside it was peeling.",
        ],
        &[
            "{caller_cap} had put a bucket in the loft and was emptying it {n} times a day.",
            "The roof was last looked at about {nn} years ago, when the {part2} was replaced.",
            "Scaffolding would have added days, so {caller} asked whether it could be done from ladders and a roof ladder.",
            "The {building} is in a row, so the work had to keep clear of the neighbours’ roofs.",
            "Another firm had sealed the area with mastic {n} months earlier, and the leak had come back.",
        ],
    ],
    work: [
        &[
            "Our roofer set up a roof ladder and harness {time} and checked the whole pitch before touching the leak.",
            "We went into the loft first to trace the water back from the {room} ceiling to the underside of the slates.",
            "The roofer cleared the gutters along the back, about {nn} metres of them, and flushed the downpipes.",
            "We used a drone to photograph the roof, then went up to the {part} that the pictures pointed to.",
            "Our roofer stripped back the old mastic and checked the {part} beneath it by hand.",
        ],
        &[
            "The {part} had cracked and lifted, and water was tracking along the sarking to the {room} wall.",
            "Several slates had broken nails, and the {part} behind them was letting water in at the joint.",
            "The {part} was packed with moss and silt, so every heavy shower overflowed onto the wall.",
            "Old mortar had fallen out of the {part}, leaving gaps where the wind could drive the rain.",
            "A joint in the {part} had opened by about {n} millimetres, enough for a steady drip.",
        ],
        &[
            "We renewed the {part} in code four lead, dressed it into the joint and pointed it in with lead sealant.",
            "The slipped slates were refixed on copper tingles, and {n} broken ones were replaced with reclaimed Scottish slate.",
            "A new length of {part} went in with fresh brackets, set to a fall that carries the water to the downpipe.",
            "We rebedded the {part} in mortar, replaced the cracked section and cleared every gutter on the run.",
            "After repairing the {part} we hosed the area for {mins} minutes while watching from the loft.",
        ],
    ],
    outcome: [
        &[
            "The loft has stayed dry through {weather} since, and the {room} ceiling has dried out.",
            "The hose test showed no water getting through, and the stain on the {room} ceiling has stopped growing.",
            "Water now runs away along the gutters to the downpipe, and the wall behind the {room} is drying.",
            "No further slates have moved, and the path below is safe to use again.",
            "The damp around the chimney breast has gone, ready for the {room} to be redecorated.",
        ],
        &[
            "{caller_cap} was sent the drone photographs of the whole roof.",
            "We recommended a look at the {part} again in {n} years.",
            "The gutters were added to a yearly clearing visit at {caller}’s request.",
            "We noted {n} other slates to watch, with photographs of each.",
            "The bucket in the loft went back to the kitchen.",
        ],
    ],
    alts: [
        &[
            "A cracked {part} on the roof of {a_spot} {building}",
            "A damp stain on the {room} ceiling below the roof of {a_spot} {building}",
            "Moss and silt filling the {part} at the back of {a_spot} {building}",
        ],
        &[
            "Our roofer on a roof ladder working at the {part} of {a_spot} {building}",
            "New lead being dressed around the {part} of {a_spot} {building}",
            "Slates refixed on copper tingles on the pitch of {a_spot} {building}",
        ],
        &[
            "The finished {part} after the repair on {a_spot} {building}",
            "Clear gutters running to the downpipe at {a_spot} {building}",
            "The dry loft timbers above the {room} of {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: where the water got in",
            "The roof as we found it",
            "The damage from the ground",
        ],
        &["On the roof", "The repair underway", "Fixing the source"],
        &["After: watertight", "Finished and hose-tested", "Dry again"],
    ],
    took: &[(2, 7, false), (1, 2, true)],
    prices: &[(180, 350), (250, 600), (400, 900), (600, 1400)],
    review: [
        &[
            "Rain was coming through the {room} ceiling after {weather} and we needed it sorted quickly.",
            "Slates had slipped off the front of our {building} and one broke on the path.",
            "Our gutters overflowed down the back wall every time it rained.",
            "We had a leak round the chimney that two other roofers had failed to fix.",
        ],
        &[
            "The roofer sent us drone photographs and showed exactly what he would repair.",
            "New lead flashing went in, and the {room} has been dry ever since.",
            "He worked from ladders, so there was no scaffolding to pay for.",
            "Good value, tidy, and the gutters run properly now.",
        ],
    ],
};

pub const BATHROOMS: Trade = Trade {
    services: &[("bathroom-installation", 25)],
    properties: &[Residential],
    parts: &[
        "shower tray",
        "thermostatic mixer",
        "wall-hung basin",
        "close-coupled toilet",
        "heated towel rail",
        "extractor fan",
        "bath screen",
        "vanity unit",
    ],
    problem: [
        &[
            "The old bathroom had a leaking shower over the bath, cracked tiles and a mould problem that no amount of cleaning shifted.",
            "{caller_cap} wanted the bath taken out and a walk-in shower fitted, with storage for a family of {n}.",
            "The suite was about {nn} years old, the toilet ran constantly and the floor by the bath had gone soft.",
            "A step-in shower was needed for a relative with limited mobility, in a room of only {n} square metres.",
            "Water from the shower had been getting behind the tiles for years and staining the {room} ceiling below.",
        ],
        &[
            "The room has one small window and no extractor, so condensation ran down the walls every morning.",
            "{caller_cap} had chosen the tiles and the {part2} already and asked us to work around them.",
            "The {building} has only the one bathroom, so the work had to be planned to keep a toilet working.",
            "The floor joists under the bath had never been checked since the {decade}.",
            "A previous refit had boxed in the pipes in a way that made any repair very hard.",
        ],
    ],
    work: [
        &[
            "We stripped the room back to the walls and floor over {n} days, protecting the hall and stairs with boards.",
            "Our fitter removed the old suite, lifted the floor and checked the joists, replacing one that had rotted at the end.",
            "First-fix plumbing was moved to suit the planned layout, with isolating valves on every supply.",
            "The walls were boarded with cement board and the shower area was tanked before any tile went on.",
            "An electrician wired in a humidity-controlled fan and a {part} on its own fused spur.",
        ],
        &[
            "We laid a new floor in exterior ply, screwed every {nn} centimetres, and fitted the {part} on a level base.",
            "The {part} went in with a concealed thermostatic valve, at a height agreed with {caller}.",
            "Tiles were set out from the centre of the window so the cuts at each side matched.",
            "A {part} went in on the end wall, with the pipes run inside the wall instead of boxed in.",
            "We fitted the {part} and a new low-level cistern, with a service valve behind an access panel.",
        ],
        &[
            "Grouting and silicone were finished, the {part} was fitted, and the whole room was water tested.",
            "Each supply was pressure tested, the waste checked for flow, and the fan set to run on after use.",
            "The final fix took {n} days, with the toilet back in use at the end of each working day.",
            "We sealed every joint, fitted the {part} and polished the glass before the handover.",
            "The ceiling below was repaired and painted once the new shower had been tested for a week.",
        ],
    ],
    outcome: [
        &[
            "The room is bright, dry and easy to clean, and the fan clears the steam within {mins} minutes.",
            "The walk-in shower has a level entry and a fold-down seat, and it drains without pooling.",
            "There has been no water below since the refit, and the {room} ceiling stain has gone.",
            "The new suite fits the room far better, with the {part} where the old airing cupboard was.",
            "The work finished after {n} working days, as agreed in the written quote.",
        ],
        &[
            "{caller_cap} has the warranty papers for the {part} and the shower valve.",
            "We left spare tiles in the loft for any repair later.",
            "A check visit {n} weeks later found the silicone and grout sound.",
            "We showed {caller} how to clean the shower valve’s filter.",
            "The electrical certificate for the fan went to {caller} by email.",
        ],
    ],
    alts: [
        &[
            "Cracked tiles and mould around the old bath in {a_spot} {building}",
            "The old bathroom suite before the refit in {a_spot} {building}",
            "A rotten floor joist under the old bath of {a_spot} {building}",
        ],
        &[
            "Cement board walls tanked for the shower in {a_spot} {building}",
            "Our fitter setting out tiles from the window in {a_spot} {building}",
            "New pipework for the {part} inside the wall of {a_spot} {building}",
        ],
        &[
            "The finished walk-in shower and {part} in {a_spot} {building}",
            "The new {part} and tiled wall of the bathroom in {a_spot} {building}",
            "A bright finished bathroom with a window and {part} in {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: the old bathroom",
            "As we found it",
            "Before the refit",
        ],
        &["During the refit", "Tanking and tiling", "First fix"],
        &[
            "After: the new bathroom",
            "Finished and tested",
            "The finished room",
        ],
    ],
    took: &[(4, 12, true)],
    prices: &[(4500, 7500), (6000, 9500), (8000, 12500)],
    review: [
        &[
            "We had our old bathroom replaced with a walk-in shower and the whole thing took {n} working days.",
            "The team refitted our bathroom in a {building} with awkward pipework and no room to spare.",
            "Our bathroom had leaked into the {room} for years, so we had it redone from the floor up.",
            "We needed a level shower for my mother, and the fitter planned it around her.",
        ],
        &[
            "Dust sheets went down every morning and the toilet worked every evening.",
            "The tiling is lovely and the shower was tanked properly before anything went on.",
            "The final bill matched the written quote and they finished on the day they said.",
            "They found a rotten joist under the bath and fixed it without any fuss.",
        ],
    ],
};
