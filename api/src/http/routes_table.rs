//! The site's route list (codegen's `routes.json`): which paths exist, what
//! page type each is and which service and area it is about. Page views for
//! any other path are rejected; the owner's results group by the rest.

use content_model::PageType;
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;

/// What the site says about one path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub page_type: PageType,
    /// The service's slug: a service page's own, or a service-in-area page's
    /// (and its neighbourhood and property-type variants).
    pub service: Option<String>,
    /// The area's slug, likewise.
    pub area: Option<String>,
}

#[derive(Default)]
pub struct RouteTable {
    paths: HashMap<String, Route>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RouteEntry {
    path: String,
    page_type: PageType,
    #[serde(default)]
    params: RouteParams,
}

#[derive(Default, Deserialize)]
struct RouteParams {
    slug: Option<String>,
    service: Option<String>,
    location: Option<String>,
}

impl RouteEntry {
    fn into_route(self) -> (String, Route) {
        let p = self.params;
        // A service page and an area page name their subject `slug`.
        let (service, area) = match self.page_type {
            PageType::Service => (p.slug, None),
            PageType::Area => (None, p.slug),
            _ => (p.service, p.location),
        };
        (
            self.path,
            Route {
                page_type: self.page_type,
                service,
                area,
            },
        )
    }
}

/// Why codegen's `routes.json` could not be used.
#[derive(Debug, thiserror::Error)]
pub enum RoutesError {
    #[error("reading {}", .0.display())]
    Read(std::path::PathBuf, #[source] std::io::Error),
    #[error("{} is not a route list", .0.display())]
    NotRoutes(std::path::PathBuf, #[source] serde_json::Error),
}

impl RouteTable {
    pub fn load(file: &Path) -> Result<RouteTable, RoutesError> {
        let text =
            std::fs::read_to_string(file).map_err(|e| RoutesError::Read(file.to_path_buf(), e))?;
        let entries: Vec<RouteEntry> = serde_json::from_str(&text)
            .map_err(|e| RoutesError::NotRoutes(file.to_path_buf(), e))?;
        Ok(RouteTable {
            paths: entries.into_iter().map(RouteEntry::into_route).collect(),
        })
    }

    pub fn from_pairs(pairs: impl IntoIterator<Item = (String, PageType)>) -> RouteTable {
        RouteTable {
            paths: pairs
                .into_iter()
                .map(|(path, page_type)| {
                    (
                        path,
                        Route {
                            page_type,
                            service: None,
                            area: None,
                        },
                    )
                })
                .collect(),
        }
    }

    pub fn page_type(&self, path: &str) -> Option<PageType> {
        self.paths.get(path).map(|r| r.page_type)
    }

    pub fn route(&self, path: &str) -> Option<&Route> {
        self.paths.get(path)
    }

    pub fn len(&self) -> usize {
        self.paths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_each_paths_service_and_area() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("routes.json");
        std::fs::write(
            &file,
            r#"[
              { "path": "/", "pageType": "home", "params": {} },
              { "path": "/services/boiler-repair", "pageType": "service", "params": { "slug": "boiler-repair" } },
              { "path": "/areas/paisley", "pageType": "area", "params": { "slug": "paisley" } },
              { "path": "/services/boiler-repair/paisley/flat", "pageType": "service-property-type",
                "params": { "service": "boiler-repair", "location": "paisley", "variant": "flat" } }
            ]"#,
        )
        .unwrap();
        let table = RouteTable::load(&file).unwrap();
        let route = |p| table.route(p).unwrap().clone();
        assert_eq!(route("/").service, None);
        assert_eq!(
            route("/services/boiler-repair").service.as_deref(),
            Some("boiler-repair")
        );
        assert_eq!(route("/services/boiler-repair").area, None);
        assert_eq!(route("/areas/paisley").area.as_deref(), Some("paisley"));
        let variant = route("/services/boiler-repair/paisley/flat");
        assert_eq!(variant.page_type, PageType::ServicePropertyType);
        assert_eq!(variant.service.as_deref(), Some("boiler-repair"));
        assert_eq!(variant.area.as_deref(), Some("paisley"));
    }
}
