//! HTTP plumbing the handlers share: the error shape, extractors, who is
//! asking, headers and the security policy, rate limits, visitor hashing,
//! the route table, serving the static export and the accept loop.

pub mod client;
pub mod csp;
pub mod error;
pub mod extract;
pub mod headers;
pub mod rate_limit;
pub mod routes_table;
pub mod server;
pub mod static_site;
pub mod text;
pub mod visitors;
