//! Prices: an amount in pence and what it is charged per.

use schemars::JsonSchema;
use serde::{Serialize, Serializer, ser::SerializeStruct};
use ts_rs::TS;

/// What every price shown says about VAT.
pub const VAT_WORDING: &str = "inc. VAT";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PriceUnit {
    Fixed,
    PerHour,
    PerSquareMetre,
}

/// A 'From' price, always including VAT (decision 24). Serialised with its
/// display text so every consumer prints it the same way, VAT wording included:
/// `{ "pence": 250000, "unit": "fixed", "display": "£2,500 inc. VAT" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, TS)]
#[ts(
    type = "{ pence: number, unit: \"fixed\" | \"per-hour\" | \"per-square-metre\", display: string }"
)]
pub struct Price {
    pub pence: u32,
    pub unit: PriceUnit,
}

impl Price {
    pub const fn pounds(pounds: u32) -> Price {
        Price {
            pence: pounds * 100,
            unit: PriceUnit::Fixed,
        }
    }
    pub const fn per_hour(pounds: u32) -> Price {
        Price {
            pence: pounds * 100,
            unit: PriceUnit::PerHour,
        }
    }
    pub const fn per_square_metre(pounds: u32) -> Price {
        Price {
            pence: pounds * 100,
            unit: PriceUnit::PerSquareMetre,
        }
    }

    /// The price as the spec prints it (whole pounds with thousands separators,
    /// pence only when there are some, then the unit), then 'inc. VAT'.
    pub fn display(&self) -> String {
        let pounds = self.pence / 100;
        let pence = self.pence % 100;
        let digits = pounds.to_string();
        let mut grouped = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push(',');
            }
            grouped.push(ch);
        }
        let amount = if pence == 0 {
            format!("£{grouped}")
        } else {
            format!("£{grouped}.{pence:02}")
        };
        let amount = match self.unit {
            PriceUnit::Fixed => amount,
            PriceUnit::PerHour => format!("{amount}/hour"),
            PriceUnit::PerSquareMetre => format!("{amount}/m²"),
        };
        format!("{amount} {VAT_WORDING}")
    }
}

impl JsonSchema for Price {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Price".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let unit = generator.subschema_for::<PriceUnit>();
        schemars::json_schema!({
            "type": "object",
            "properties": {
                "pence": { "type": "integer", "minimum": 0 },
                "unit": unit,
                "display": { "type": "string", "pattern": "^£[0-9,]+(\\.[0-9]{2})?(/hour|/m²)? inc\\. VAT$" }
            },
            "required": ["pence", "unit", "display"],
            "additionalProperties": false
        })
    }
}

impl Serialize for Price {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Price", 3)?;
        st.serialize_field("pence", &self.pence)?;
        st.serialize_field("unit", &self.unit)?;
        st.serialize_field("display", &self.display())?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_as_the_spec_prints_prices() {
        assert_eq!(Price::pounds(2500).display(), "£2,500 inc. VAT");
        assert_eq!(Price::pounds(89).display(), "£89 inc. VAT");
        assert_eq!(Price::pounds(8999).display(), "£8,999 inc. VAT");
        assert_eq!(Price::per_hour(45).display(), "£45/hour inc. VAT");
        assert_eq!(Price::per_square_metre(35).display(), "£35/m² inc. VAT");
        assert_eq!(
            Price {
                pence: 12_345_678,
                unit: PriceUnit::Fixed
            }
            .display(),
            "£123,456.78 inc. VAT"
        );
    }
}
