//! What the public site calls: the quote and emergency forms, newsletter
//! signup, page views, contact-link clicks, the postcode checker, and a
//! customer's private quote and consent pages.

pub mod consent;
pub mod contact;
pub mod contact_clicks;
pub mod newsletter;
pub mod page_views;
pub mod postcode;
pub mod quotes;
