//! Areas the company covers (brief 3, decision 6).

use crate::{PostcodeDistrict, PropertyType, Slug};
use schemars::JsonSchema;
use serde::{Serialize, Serializer, ser::SerializeStruct};
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Area {
    pub id: u32,
    pub name: &'static str,
    pub slug: Slug,
    /// Postcode districts, most relevant first.
    pub postcodes: &'static [PostcodeDistrict],
    /// Two to four sentences; the first is reused as a local-knowledge line.
    pub description: &'static str,
    /// Road distance from Glasgow city centre, in whole miles.
    pub distance_miles: u8,
    /// The place's centre as OS Open Names gives it (see `geo` for the
    /// source and the check): what 'nearby' is measured from.
    pub centre: crate::geo::Centre,
    pub population: Option<u32>,
    pub key_services: &'static [&'static str],
    pub neighbourhoods: &'static [Place],
    pub main_streets: &'static [&'static str],
    pub property_types: &'static [PropertyType],
    /// Emergency cover and how soon an engineer arrives (decision 25); `None`
    /// means planned work only. Every arrival claim on the site is computed
    /// from these windows, so none is ever typed as text.
    pub emergency_arrival: Option<ArrivalWindow>,
    /// The optional details larger areas carry.
    pub details: Option<AreaDetails>,
}

impl Area {
    pub const fn emergency_available(&self) -> bool {
        self.emergency_arrival.is_some()
    }
}

/// How soon an engineer reaches an emergency in an area, in minutes from the
/// call: `ArrivalWindow::minutes(25, 40)`. A window that is empty, starts at
/// zero or ends beyond three hours does not compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, TS)]
#[ts(type = "{ fromMinutes: number, toMinutes: number, display: string }")]
pub struct ArrivalWindow {
    pub from_minutes: u16,
    pub to_minutes: u16,
}

impl ArrivalWindow {
    pub const fn minutes(from: u16, to: u16) -> ArrivalWindow {
        assert!(
            from > 0 && from < to && to <= 180,
            "an arrival window is `minutes(from, to)` with 0 < from < to <= 180, e.g. `minutes(25, 40)`"
        );
        ArrivalWindow {
            from_minutes: from,
            to_minutes: to,
        }
    }
    /// '25-40 minutes'.
    pub fn display(&self) -> String {
        format!("{}-{} minutes", self.from_minutes, self.to_minutes)
    }
    /// The smallest window holding every window given: the slowest area's end
    /// and the fastest area's start.
    pub fn span(windows: impl IntoIterator<Item = ArrivalWindow>) -> Option<ArrivalWindow> {
        windows.into_iter().reduce(|a, b| ArrivalWindow {
            from_minutes: a.from_minutes.min(b.from_minutes),
            to_minutes: a.to_minutes.max(b.to_minutes),
        })
    }
}

impl Serialize for ArrivalWindow {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("ArrivalWindow", 3)?;
        st.serialize_field("fromMinutes", &self.from_minutes)?;
        st.serialize_field("toMinutes", &self.to_minutes)?;
        st.serialize_field("display", &self.display())?;
        st.end()
    }
}

impl JsonSchema for ArrivalWindow {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ArrivalWindow".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "properties": {
                "fromMinutes": { "type": "integer", "minimum": 1 },
                "toMinutes": { "type": "integer", "maximum": 180 },
                "display": { "type": "string", "pattern": "^[0-9]+-[0-9]+ minutes$" }
            },
            "required": ["fromMinutes", "toMinutes", "display"],
            "additionalProperties": false
        })
    }
}

/// A named place with its URL slug (the slug must be the name's slugified form).
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
pub struct Place {
    pub name: &'static str,
    pub slug: Slug,
}

impl Place {
    pub const fn new(slug: &'static str, name: &'static str) -> Place {
        Place {
            name,
            slug: Slug::new(slug),
        }
    }
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AreaDetails {
    pub landmarks: &'static [&'static str],
    pub bus_stops: &'static [&'static str],
    pub common_issues: &'static [&'static str],
    pub local_knowledge: &'static str,
    pub parking_info: &'static str,
    pub access_notes: &'static str,
}
