//! Runs the shared postcode vectors (also run by the site's checker tests).

use content_model::postcode::{PostcodeProblem, parse};
use serde_json::Value;

fn vectors() -> Value {
    serde_json::from_str(include_str!("../contract/postcode-vectors.json"))
        .expect("vectors file is JSON")
}

fn field<'a>(case: &'a Value, name: &str) -> Option<&'a str> {
    case.get(name).and_then(Value::as_str)
}

#[test]
fn postcodes_and_districts_are_read() {
    for case in vectors()["valid"].as_array().unwrap() {
        let input = field(case, "input").unwrap();
        let q = parse(input).unwrap_or_else(|p| panic!("{input:?}: {}", p.message()));
        assert_eq!(
            Some(q.district.as_str()),
            field(case, "district"),
            "{input:?}"
        );
        assert_eq!(q.full.as_deref(), field(case, "full"), "{input:?}");
    }
}

#[test]
fn what_is_neither_gets_its_problem() {
    for case in vectors()["invalid"].as_array().unwrap() {
        let input = field(case, "input").unwrap();
        let expected = match field(case, "problem").unwrap() {
            "empty" => PostcodeProblem::Empty,
            "tooLong" => PostcodeProblem::TooLong,
            "areaOnly" => PostcodeProblem::AreaOnly(field(case, "letters").unwrap().into()),
            "incomplete" => PostcodeProblem::Incomplete {
                district: field(case, "district").unwrap().into(),
            },
            "notAPostcode" => PostcodeProblem::NotAPostcode,
            other => panic!("unknown problem {other}"),
        };
        assert_eq!(parse(input), Err(expected), "{input:?}");
    }
}
