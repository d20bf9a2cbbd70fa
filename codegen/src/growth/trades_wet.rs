//! The wet trades' sentences: heating, plumbing and drains. Each slot is a
//! list of templates (blanks in `{}`, see `words::Blanks`); a story takes
//! one from each, so two jobs of a trade differ in most sentences and, where
//! they share one, in its blanks.

use super::Trade;
use content_model::PropertyType::{Commercial, HighRise, Industrial, Residential};

pub const HEATING: Trade = Trade {
    services: &[("boiler-repair", 60), ("central-heating", 25)],
    properties: &[Residential, Residential, HighRise, Commercial],
    parts: &[
        "diverter valve",
        "fan assembly",
        "printed circuit board",
        "pressure sensor",
        "ignition electrode",
        "gas valve",
        "condensate pump",
        "pump head",
        "expansion vessel",
        "flow thermistor",
    ],
    problem: [
        &[
            "The boiler had locked out {n} times since {weekday2}, each time with the same fault code, and the {room} radiator stayed cold even when it ran.",
            "The heating came on for about {mins} minutes at a time and then stopped, leaving the {room} and the {room2} cold by the evening.",
            "Hot water ran lukewarm at every tap while the radiators in the {room} barely warmed, and the pressure gauge read under one bar.",
            "There was a loud banging from the boiler cupboard whenever the heating started, and a drip of water had stained the {room} ceiling below it.",
            "The radiators upstairs were cold at the top, the {room} one was only warm at one end, and the boiler was cycling every {n} minutes.",
        ],
        &[
            "{caller_cap} had topped the pressure up twice that week and it had dropped back each time overnight.",
            "The {building} had been without reliable heating for {n} days, with a young child and an elderly relative at home.",
            "A previous repair, about {n} years earlier, had replaced the {part2}, so the fault looked like a different one.",
            "The boiler is a {n}-year-old combi in the {room}, serviced once since it went in.",
            "Nothing had changed in the {building} recently apart from {weather}, which made the cold much harder to live with.",
        ],
    ],
    work: [
        &[
            "Our engineer arrived {time}, checked the flue, the gas pressure at the meter and the condensate run before opening the case.",
            "On arrival our engineer read the fault history from the boiler’s display and ran the heating from cold with a thermometer on the flow pipe.",
            "We isolated the boiler, drained the primary side and checked the filter, which held {nn} grams of black sludge from the radiators.",
            "The engineer bled every radiator, from the {room} upward, and measured the pressure in the expansion vessel, which was almost flat.",
            "Our engineer tested the pump, the diverter and each zone valve in turn, with the {room} thermostat set high to keep the demand on.",
        ],
        &[
            "The cause was a failing {part}, which was tripping the boiler as soon as the flow temperature rose past {nn} degrees.",
            "The {part} had worn out, and a weeping joint on the {room2} radiator valve was letting the system lose water slowly.",
            "A partly blocked heat exchanger and a tired {part} between them explained both the noise and the cold rooms.",
            "Corrosion had seized the {part}, and years of sludge had settled in the bottom of the {room} and {room2} radiators.",
            "Test readings showed the {part} was out of tolerance, and the condensate pipe outside had no lagging at all.",
        ],
        &[
            "We fitted a new {part} from the van, remade the valve joint and set the burner up again with a flue gas analyser.",
            "The system was flushed with a cleaner, refilled with inhibitor, and a magnetic filter went on the return under the boiler.",
            "A new {part} went in, the expansion vessel was recharged to {bar} bar, and the condensate pipe was lagged and rerouted inside.",
            "We replaced the {part}, balanced the radiators room by room and adjusted the pump speed to suit the {building}.",
            "Once the {part} was changed we ran a full combustion check and a gas tightness test before handing the heating back.",
        ],
    ],
    outcome: [
        &[
            "The heating ran steadily for the rest of the visit, with the {room} up to {temp} degrees within the hour and the pressure holding at {bar} bar.",
            "Every radiator now heats evenly from top to bottom, and the boiler no longer short-cycles on a mild day.",
            "Hot water reaches the {room} tap in under {n} seconds again, and the banging from the cupboard has stopped.",
            "The combustion readings were well inside the maker’s limits, and the system has held its pressure since the visit.",
            "The fault code has not returned, and the {room} and {room2} are warm by the time the household gets up.",
        ],
        &[
            "We showed {caller} how to read the gauge and what to do if it drops below one bar again.",
            "{caller_cap} now has a note of the readings for the next annual service.",
            "We suggested keeping the filter clean at each service, which takes about {mins} minutes.",
            "The old {part} was left for {caller} to see before it went in the van.",
            "A thermostatic valve on the {room} radiator was recommended for later, with no pressure to book it.",
        ],
    ],
    alts: [
        &[
            "The opened boiler casing in the {room} of {a_spot} {building}, with the old {part} in view",
            "A pressure gauge reading below one bar on the boiler in {a_spot} {building}",
            "Sludge drained from the {room} radiator of {a_spot} {building} into a white bucket",
        ],
        &[
            "Our engineer fitting a new {part} inside the boiler at {a_spot} {building}",
            "A flue gas analyser probe in the boiler flue at {a_spot} {building}",
            "The magnetic filter fitted under the boiler in the {room} at {a_spot} {building}",
        ],
        &[
            "The finished boiler with its casing back on in the {room} of {a_spot} {building}",
            "A thermometer showing warm flow on the {room} radiator of {a_spot} {building}",
            "The lagged condensate pipe running outside {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: the fault found",
            "The boiler as we found it",
            "What we found on opening up",
        ],
        &[
            "During the repair",
            "The new part going in",
            "Testing as we worked",
        ],
        &[
            "After: heating back on",
            "Finished and tested",
            "Working again",
        ],
    ],
    took: &[(2, 5, false), (1, 1, true)],
    prices: &[(150, 300), (250, 450), (300, 600), (450, 800)],
    review: [
        &[
            "Our heating packed in during {weather} and the engineer was with us {time} the next day.",
            "The boiler kept locking out with a fault code and we had been without hot water for {n} days.",
            "Radiators in half the {building} had been cold all winter and two other firms had not found why.",
            "The boiler was banging every time the heating came on and we were worried it was unsafe.",
        ],
        &[
            "He found a worn {part}, showed us the old one and had it replaced within a couple of hours.",
            "The engineer flushed the whole system and fitted a filter, and the {room} is finally warm.",
            "Everything was explained clearly, the price was agreed before he started and it did not change.",
            "He balanced every radiator and showed us how to keep an eye on the pressure.",
        ],
    ],
};

pub const PLUMBING: Trade = Trade {
    services: &[
        ("emergency-plumbing", 40),
        ("burst-pipe-repair", 20),
        ("leak-detection", 15),
        ("general-plumbing", 10),
    ],
    properties: &[Residential, Residential, HighRise, Commercial, Industrial],
    parts: &[
        "compression elbow",
        "push-fit tee",
        "isolating valve",
        "stopcock",
        "copper section",
        "waste trap",
        "flexible tap connector",
        "ball valve",
        "overflow pipe",
        "cistern seal",
    ],
    problem: [
        &[
            "Water was coming through the {room} ceiling in a steady drip, and a brown stain about {nn} centimetres across was spreading fast.",
            "A pipe had split behind the {room} units during {weather}, and water was running out under the kicker boards.",
            "The water bill had jumped for {n} months in a row, and the floor in the {room} felt damp near the skirting.",
            "There was no water at all in the {room} and only a trickle from the {room2} tap after the main was turned back on.",
            "A hissing noise from under the {room} floor had gone on for {n} days, and the meter kept turning with every tap shut.",
        ],
        &[
            "{caller_cap} had turned the stopcock off but could not get it to close fully, so water was still getting through.",
            "The flat below had already reported a wet patch, so the job could not wait for a weekday appointment.",
            "A handyman had looked at it {n} weeks before and boxed the pipework in again without finding the source.",
            "The pipework dates from the {decade}, with a mix of copper, lead and plastic joined in several places.",
            "The {room2} had been redecorated only {n} months before, so {caller} wanted the least damage possible.",
        ],
    ],
    work: [
        &[
            "Our plumber was there {time}, shut off the supply at the main valve and put dust sheets and buckets down in the {room}.",
            "We traced the leak with a thermal camera and a moisture meter before lifting a single board in the {room}.",
            "The plumber isolated the cold main, drained the system from the {room} tap and opened the access panel.",
            "We ran a pressure test on the supply, which dropped by {bar} bar in {mins} minutes, then listened along the run with an acoustic probe.",
            "Our plumber lifted {n} floorboards in the {room} and followed the pipe back towards the rising main.",
        ],
        &[
            "The culprit was a failed {part} that had split along its seam, probably from frost in an unheated void.",
            "A corroded {part} under the {room} floor was weeping at the joint, and the timber around it was soaked.",
            "We found the {part} had been overtightened years ago and cracked, leaking a little more each time the pipe moved.",
            "An old {part} had pulled half out of its fitting, so every time a tap ran the leak got worse.",
            "The leak was at a {part} hidden behind the {room} bath panel, where nobody would ever have seen it.",
        ],
        &[
            "We cut out the damaged length and fitted a new {part} with {nn} centimetres of fresh copper, soldered and pressure tested.",
            "A new {part} and a quarter-turn isolating valve went in, so the {room} can be shut off on its own in future.",
            "The old run was replaced in plastic barrier pipe with proper clips, and the {part} was renewed at the manifold.",
            "We renewed the {part}, lagged every exposed length in the void and added a drain-off point by the {room2} door.",
            "After changing the {part} we put the supply back on slowly and checked every joint with dry tissue.",
        ],
    ],
    outcome: [
        &[
            "The system held its pressure for {mins} minutes on test with no drop, and the meter stands still with the taps off.",
            "The {room} ceiling was dry to the touch by the time we left, and the dehumidifier we lent ran for {n} days.",
            "Water is back at full flow in every room, and the stopcock now opens and closes properly.",
            "There have been no more damp patches, and the next water bill was back to its usual amount.",
            "The floor under the {room} was left open for a day to dry, then the boards went back with screws for access.",
        ],
        &[
            "We showed {caller} where the new valve is and how to shut it off quickly.",
            "{caller_cap} was given moisture readings to pass to the insurer with the photographs.",
            "We recommended lagging the pipes in the {room2} too before next winter.",
            "A short written note of the repair went to the flat below as well.",
            "We labelled the new valve so anyone in the {building} can find it.",
        ],
    ],
    alts: [
        &[
            "A wet stain spreading across the {room} ceiling of {a_spot} {building}",
            "A split {part} dripping under the {room} floor of {a_spot} {building}",
            "A moisture meter pressed against the {room} skirting in {a_spot} {building}",
        ],
        &[
            "Our plumber cutting out the damaged pipe under the {room} floor of {a_spot} {building}",
            "A thermal camera image showing the leak path behind the {room} wall in {a_spot} {building}",
            "A new {part} soldered in place under the {room} floor at {a_spot} {building}",
        ],
        &[
            "The repaired pipework with new lagging under the {room} floor at {a_spot} {building}",
            "A pressure gauge holding steady after the repair at {a_spot} {building}",
            "The dry {room} ceiling after the leak was fixed in {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: where the water came from",
            "The leak as we found it",
            "The damage on arrival",
        ],
        &[
            "Finding and fixing the leak",
            "Mid-repair",
            "The new joint going in",
        ],
        &[
            "After: dry and tested",
            "Repaired and pressure tested",
            "All dry again",
        ],
    ],
    took: &[(1, 4, false)],
    prices: &[(90, 180), (120, 250), (180, 350), (250, 500)],
    review: [
        &[
            "Water was pouring through the {room} ceiling and the plumber talked us through turning it off while he was on the way.",
            "We had a leak somewhere under the floor for weeks and could not find it ourselves.",
            "A pipe burst during {weather} and the plumber was with us within the time we were given.",
            "Our water bill kept climbing and the plumber found a hidden leak in about an hour.",
        ],
        &[
            "He found a split {part}, replaced it neatly and checked the flat below before he left.",
            "He used a camera to find the exact spot, so only {n} boards had to come up.",
            "Tidy, polite and the price was exactly what we had been told on the phone.",
            "He fitted a new valve so we can turn the {room} off ourselves next time.",
        ],
    ],
};

pub const DRAINS: Trade = Trade {
    services: &[("drain-unblocking", 40)],
    properties: &[Residential, Residential, Commercial, Industrial],
    parts: &[
        "gully trap",
        "soil stack",
        "inspection chamber",
        "rest bend",
        "clay collar",
        "waste pipe",
        "rodding eye",
        "interceptor trap",
    ],
    problem: [
        &[
            "The {room} sink and the outside gully were both backing up, and there was standing water around the drain cover by the back door.",
            "Every time the washing machine emptied, water came up through the {room} floor waste and over the tiles.",
            "The toilet in the {room2} would not flush away, and a smell was coming up from the drain in the yard.",
            "The inspection chamber at the front had filled to within {n} centimetres of its lid after {weather}.",
            "Waste from the {room} was draining very slowly, with a gurgle from the other plugholes each time.",
        ],
        &[
            "{caller_cap} had tried plunging and a shop-bought unblocker for {n} days without any change.",
            "The drain is shared with {n} neighbouring properties, so the blockage was affecting more than one household.",
            "A similar blockage had been cleared {n} years before, and the problem had slowly come back.",
            "The {building} was busy that week, so every hour without working drains mattered.",
            "Nothing unusual had gone down the sink as far as anyone knew, which pointed to something further along.",
        ],
    ],
    work: [
        &[
            "Our engineer lifted the chamber covers, worked out the flow direction and laid boards and sheets from the {room} to the yard.",
            "We rodded from the downstream chamber first, then brought the jetting van round to the {room} side.",
            "The engineer fed a camera through the {part} and recorded about {nn} metres of the run to the main sewer.",
            "We cleared the standing water with a pump and checked the {part} before putting any equipment down the line.",
            "Our engineer jetted the line at low pressure first, working back towards the {room} waste.",
        ],
        &[
            "The camera showed a mat of fat and wipes about {nn} metres along, where the pipe dips at an old {part}.",
            "Tree roots had got in at a cracked {part} and trapped everything coming down behind them.",
            "A collapsed section of the {part} near the boundary was holding back the flow from the whole {building}.",
            "Scale and grease had narrowed the {part} to about a third of its bore.",
            "A build-up of silt and a lost toy had jammed at the {part}, just beyond where a plunger could reach.",
        ],
        &[
            "We jetted the run clear, cut the roots back with a rotating head and filmed the pipe again to confirm it was open.",
            "The blockage was broken up and flushed through, and the {part} was descaled along its whole length.",
            "We cleared the line, then quoted separately for a patch liner at the damaged {part}, which went in {n} days later.",
            "After clearing it we ran water from every outlet in the {building} and watched it pass through each chamber.",
            "A new {part} was fitted where the old one had cracked, bedded in pea gravel and tested before backfilling.",
        ],
    ],
    outcome: [
        &[
            "Water now drains away at full speed from the {room} and the yard gully, with no gurgling from the other outlets.",
            "The camera survey after the work shows a clean run all the way to the public sewer.",
            "There has been no smell from the yard since, and the chamber stays empty between uses.",
            "Both the {room} sink and the washing machine empty normally again, and the floor waste stays dry.",
            "The line has stayed clear through {weather} and the heavy use of the weeks after.",
        ],
        &[
            "{caller_cap} was sent the survey video with notes on the {part}.",
            "We left advice on keeping fat and wipes out of the {room} waste.",
            "A check in {n} months was suggested, given the age of the pipe.",
            "The neighbours sharing the drain were given a copy of the report.",
            "We marked the chamber positions on a sketch for {caller} to keep.",
        ],
    ],
    alts: [
        &[
            "An inspection chamber full of standing water outside {a_spot} {building}",
            "A drain camera screen showing a blockage in the {part} at {a_spot} {building}",
            "A backed-up yard gully beside the {room} door of {a_spot} {building}",
        ],
        &[
            "Our engineer jetting the drain from the chamber outside {a_spot} {building}",
            "Drain rods laid out on boards beside the {room} door at {a_spot} {building}",
            "A camera feed showing roots cut back inside the {part} at {a_spot} {building}",
        ],
        &[
            "A clear inspection chamber with water flowing freely at {a_spot} {building}",
            "A camera view of a clean {part} after jetting at {a_spot} {building}",
            "The tidy yard and closed chamber lid after the work at {a_spot} {building}",
        ],
    ],
    captions: [
        &[
            "Before: blocked and backing up",
            "What the camera found",
            "The blockage on arrival",
        ],
        &[
            "Clearing the line",
            "Jetting in progress",
            "During the clearance",
        ],
        &["After: flowing freely", "Clear to the sewer", "All clear"],
    ],
    took: &[(1, 4, false)],
    prices: &[(95, 180), (150, 300), (250, 600)],
    review: [
        &[
            "Our outside drain backed up and the {room} sink would not empty at all.",
            "The drains had been slow for weeks and then the yard gully overflowed after {weather}.",
            "We had a blocked toilet and a bad smell from the drain outside the {room}.",
            "The shared drain behind our {building} blocked and affected {n} households.",
        ],
        &[
            "The engineer jetted it clear, filmed the pipe and emailed us the video the same evening.",
            "He found tree roots in an old joint and explained the options without any pressure.",
            "Everything was cleaned up afterwards and the yard looked better than before.",
            "Quick, careful work, and the price matched what we were quoted.",
        ],
    ],
};
