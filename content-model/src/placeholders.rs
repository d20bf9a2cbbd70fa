//! Business facts in the Markdown pages (about, privacy, terms) and the
//! articles (body and excerpt) are written as `{{name}}` placeholders and
//! filled in by codegen, so a page never retypes a fact the business record
//! holds (decision 1). An unknown name fails the build. Besides `NAMES`, the
//! consumer-law facts (`legal::PLACEHOLDERS`) and the privacy notice's
//! periods and stored items (`privacy::PLACEHOLDERS`) are placeholders too.

/// Every placeholder a page may use; codegen supplies a value for each.
pub const NAMES: [&str; 28] = [
    "name",
    "legal_name",
    "phone",
    "whatsapp",
    "email",
    "address",
    "company_number",
    "registered_in",
    "gas_safe_number",
    "niceic_number",
    "founded",
    "years_trading",
    "guarantee_months",
    "quote_validity_days",
    "cancellation_notice_hours",
    "coverage",
    // Where we answer emergencies: areas with an arrival window only (issue 31.2).
    "emergency_coverage",
    "reply",
    "site_url",
    "customers",
    "area_count",
    "service_count",
    "enquiry_retention_months",
    "hours",
    // The gas emergency line (`Business::gas_emergency`), which a gas
    // prompt names before us (issue 31.1).
    "gas_line",
    "gas_phone",
    // Who applies for a building warrant and whether our prices include its
    // fee (`BuildingStandards`, issue 31.5), as the service pages say it.
    "warrant_applicant",
    "warrant_fee",
];

/// Whether codegen supplies a value for `name`.
pub fn is_known(name: &str) -> bool {
    NAMES.contains(&name)
        || crate::legal::PLACEHOLDERS.contains(&name)
        || crate::privacy::PLACEHOLDERS.contains(&name)
}

/// The placeholders in `text` in order, each as written between the braces
/// (trimmed), and any unclosed `{{`.
pub fn find(text: &str) -> Vec<Result<&str, usize>> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut offset = 0;
    while let Some(start) = rest.find("{{") {
        let after = &rest[start + 2..];
        match after.find("}}") {
            Some(end) => {
                out.push(Ok(after[..end].trim()));
                offset += start + 2 + end + 2;
                rest = &after[end + 2..];
            }
            None => {
                out.push(Err(offset + start));
                break;
            }
        }
    }
    out
}

/// Problems with the placeholders of one text: unknown names and unclosed braces.
pub fn problems(text: &str) -> Vec<String> {
    find(text)
        .into_iter()
        .filter_map(|p| match p {
            Ok(name) if is_known(name) => None,
            Ok(name) => Some(format!(
                "`{{{{{name}}}}}` is not a known placeholder; use one of {}",
                NAMES.join(", ")
            )),
            Err(at) => Some(format!("`{{{{` at byte {at} is never closed with `}}}}`")),
        })
        .collect()
}

/// Fills every placeholder with `value(name)`. Callers check `problems` first;
/// an unknown name is left as written.
pub fn render(text: &str, value: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else { break };
        out.push_str(&rest[..start]);
        match value(after[..end].trim()) {
            Some(v) => out.push_str(&v),
            None => out.push_str(&rest[start..start + 2 + end + 2]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_renders_and_rejects() {
        let text = "Call {{ phone }} or email {{email}}.";
        assert_eq!(find(text), vec![Ok("phone"), Ok("email")]);
        assert!(problems(text).is_empty());
        let filled = render(text, |n| Some(n.to_uppercase()));
        assert_eq!(filled, "Call PHONE or email EMAIL.");
        assert_eq!(problems("{{fax}}").len(), 1);
        assert!(problems("{{fax}}")[0].contains("`{{fax}}` is not a known placeholder"));
        assert_eq!(problems("oops {{phone").len(), 1);
    }
}
