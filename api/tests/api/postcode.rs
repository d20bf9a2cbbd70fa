//! `GET /api/postcode`: the checker for visitors without JavaScript (issue 13.1).

use crate::helpers::*;

async fn app() -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options::new(&db, dir.path())).await;
    (app, dir)
}

/// The page's HTML with the slashes minijinja escapes in attributes read
/// back, as a browser reads them.
async fn html(res: reqwest::Response) -> String {
    res.text().await.unwrap().replace("&#x2f;", "/")
}

fn location(res: &reqwest::Response) -> &str {
    res.headers()["location"].to_str().unwrap()
}

#[tokio::test]
async fn a_district_one_area_covers_answers_with_that_areas_page() {
    let (app, _dir) = app().await;
    for (query, to) in [
        ("q=PA1+1XX", "/areas/paisley"),
        ("q=pa1", "/areas/paisley"),
        ("q=g5+9ab", "/areas/gorbals"),
        // From a service's page, the service there.
        (
            "q=PA1&from=%2Fservices%2Fboiler-repair",
            "/services/boiler-repair/paisley",
        ),
        // Any other page leaves the answer the area's.
        ("q=PA1&from=%2Fareas%2Fpaisley", "/areas/paisley"),
        ("q=PA1&from=https%3A%2F%2Fevil.example%2F", "/areas/paisley"),
    ] {
        let res = app.get(&format!("/api/postcode?{query}")).await;
        assert_eq!(res.status(), 303, "{query}");
        assert_eq!(location(&res), to, "{query}");
    }
}

#[tokio::test]
async fn a_district_several_areas_cover_lists_them_with_their_cover() {
    let (app, _dir) = app().await;
    let res = app.get("/api/postcode?q=G44+3AB").await;
    assert_eq!(res.status(), 200);
    let html = html(res).await;
    assert!(html.contains("<h1>Yes, we cover G44 3AB.</h1>"), "{html}");
    let cat = content::catalogue();
    let covering: Vec<_> = cat
        .areas
        .iter()
        .filter(|a| a.postcodes.iter().any(|p| p.as_str() == "G44"))
        .collect();
    assert!(covering.len() > 1);
    for a in covering {
        assert!(
            html.contains(&format!("href=\"/areas/{}\"", a.slug)),
            "{}",
            a.name
        );
        let window = a.emergency_arrival.expect("Glasgow's south side has cover");
        assert!(html.contains(&format!("typically arrives in {}", window.display())));
    }
}

#[tokio::test]
async fn from_a_planned_service_the_lines_say_planned_work() {
    let (app, _dir) = app().await;
    let cat = content::catalogue();
    let planned = cat
        .services
        .iter()
        .find(|s| !s.emergency_available)
        .unwrap();
    let res = app
        .get(&format!(
            "/api/postcode?q=G44&from=/services/{}",
            planned.slug
        ))
        .await;
    let html = html(res).await;
    assert!(html.contains("We book this work here as a planned visit"));
    assert!(!html.contains("typically arrives"));
    assert!(html.contains(&format!("{} in ", planned.name)));
    // The form keeps the service for another try.
    assert!(html.contains(&format!(
        "name=\"from\" value=\"/services/{}\"",
        planned.slug
    )));
}

#[tokio::test]
async fn outside_the_areas_says_so_and_offers_a_call_or_a_quote() {
    let (app, _dir) = app().await;
    let res = app.get("/api/postcode?q=EH1+1AA").await;
    assert_eq!(res.status(), 200);
    let html = html(res).await;
    assert!(html.contains("<h1>EH1 1AA is outside the areas we cover.</h1>"));
    assert!(html.contains("href=\"tel:"));
    assert!(html.contains("href=\"/contact\""));
}

#[tokio::test]
async fn what_is_not_a_postcode_gets_a_400_saying_why_and_the_form_again() {
    let (app, _dir) = app().await;
    for (query, says) in [
        ("q=", "Enter your postcode"),
        ("", "Enter your postcode"),
        ("q=Glasgow", "That is not a UK postcode"),
        ("q=G11+6", "That postcode is not complete"),
        ("q=PA", "Add the number that follows PA"),
        ("q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "That is too long"),
        ("q=%3Cb%3E", "That is not a UK postcode"),
    ] {
        let res = app.get(&format!("/api/postcode?{query}")).await;
        assert_eq!(res.status(), 400, "{query}");
        let html = html(res).await;
        assert!(html.contains(says), "{query}: {html}");
        assert!(html.contains("aria-invalid=\"true\""), "{query}");
        assert!(
            !html.contains("<script>") && !html.contains("<b>"),
            "{query}: escaped"
        );
    }
}

/// Issue 20.1: G22, inside Glasgow City, was 'outside the areas we cover';
/// a district served from a nearby area goes to that area, and an excluded
/// one says why instead of the general help.
#[tokio::test]
async fn coverage_districts_answer_with_their_area_or_their_reason() {
    let (app, _dir) = app().await;
    for (query, to) in [
        ("q=G22+5AA", "/areas/maryhill"),
        ("q=PA19", "/areas/greenock"),
        (
            "q=PA7+5XX&from=%2Fservices%2Fboiler-repair",
            "/services/boiler-repair/erskine",
        ),
    ] {
        let res = app.get(&format!("/api/postcode?{query}")).await;
        assert_eq!(res.status(), 303, "{query}");
        assert_eq!(location(&res), to, "{query}");
    }
    let page = html(app.get("/api/postcode?q=G84+7AA").await).await;
    assert!(
        page.contains("G84 7AA is outside the areas we cover."),
        "{page}"
    );
    // Helensburgh is nearer the city than Irvine, which we serve: the reason
    // given is one true of it (issue 31.2), not 'further out'.
    assert!(
        page.contains("Helensburgh is not one of the areas we work in."),
        "{page}"
    );
    assert!(
        !page.contains("We may still be able to book planned work nearby"),
        "{page}"
    );
    let page = html(app.get("/api/postcode?q=KA7+1AA").await).await;
    assert!(
        page.contains("Ayr is further out than the areas we travel to."),
        "{page}"
    );
    let page = html(app.get("/api/postcode?q=G58").await).await;
    assert!(page.contains("PO boxes"), "{page}");
}

/// Issue 31.2: G83 runs from Alexandria up Loch Lomondside to Arrochar.
/// Dumbarton's window is promised only in the sectors it reaches; a postcode
/// beyond them is answered as planned work on a page of its own, never sent
/// to Dumbarton's page and its window.
#[tokio::test]
async fn a_district_reached_in_part_is_answered_by_sector() {
    let (app, _dir) = app().await;
    let cat = content::catalogue();
    let dumbarton = cat.area("dumbarton").unwrap();
    let window = dumbarton.emergency_arrival.unwrap().display();
    let lead = cat.coverage.planned_only_lead.as_str().to_lowercase();

    // Alexandria, in a sector within the window: Dumbarton's page.
    let res = app.get("/api/postcode?q=G83+0AB").await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/areas/dumbarton");

    // Arrochar: covered for planned work only, with its lead time.
    let res = app.get("/api/postcode?q=G83+7AA").await;
    assert_eq!(res.status(), 200);
    let page = html(res).await;
    assert!(page.contains("<h1>Yes, we cover G83 7AA.</h1>"), "{page}");
    assert!(
        page.contains(&format!(
            "we book planned visits here, usually {lead} ahead"
        )),
        "{page}"
    );
    assert!(!page.contains("typically arrives"), "{page}");

    // The district alone: both halves, and how to tell which applies.
    let res = app.get("/api/postcode?q=G83").await;
    assert_eq!(res.status(), 200);
    let page = html(res).await;
    assert!(
        page.contains(&format!(
            "Emergency call-outs 24/7 in G83 0 and G83 9 (Alexandria and Bonhill): an engineer typically arrives in {window}"
        )),
        "{page}"
    );
    assert!(page.contains("Elsewhere in G83"), "{page}");

    // From an emergency service's page, the same by sector.
    let res = app
        .get("/api/postcode?q=G83+7AA&from=%2Fservices%2Femergency-plumbing")
        .await;
    assert_eq!(res.status(), 200);
    let page = html(res).await;
    assert!(page.contains("Emergency Plumbing in Dumbarton"), "{page}");
    assert!(!page.contains("typically arrives"), "{page}");
}
