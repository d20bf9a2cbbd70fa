//! What the public site calls: the quote and emergency forms, newsletter
//! signup, page views, contact-link clicks and the postcode checker.

pub mod contact;
pub mod contact_clicks;
pub mod newsletter;
pub mod page_views;
pub mod postcode;
