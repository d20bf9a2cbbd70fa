//! The site's route list (codegen's `routes.json`): which paths exist and what
//! page type each is. Page views for any other path are rejected.

use content_model::PageType;
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;

#[derive(Default)]
pub struct RouteTable {
    paths: HashMap<String, PageType>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RouteEntry {
    path: String,
    page_type: PageType,
}

impl RouteTable {
    pub fn load(file: &Path) -> Result<RouteTable, String> {
        let text = std::fs::read_to_string(file)
            .map_err(|e| format!("reading {}: {e}", file.display()))?;
        let entries: Vec<RouteEntry> = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a route list: {e}", file.display()))?;
        Ok(RouteTable {
            paths: entries.into_iter().map(|r| (r.path, r.page_type)).collect(),
        })
    }

    pub fn from_pairs(pairs: impl IntoIterator<Item = (String, PageType)>) -> RouteTable {
        RouteTable {
            paths: pairs.into_iter().collect(),
        }
    }

    pub fn page_type(&self, path: &str) -> Option<PageType> {
        self.paths.get(path).copied()
    }

    pub fn len(&self) -> usize {
        self.paths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }
}
