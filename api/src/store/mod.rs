//! Storage and the small helpers beneath it: the database and its migrations, page views by
//! month, random tokens, London time, phone numbers, and an error's causes on one line.

pub mod causes;
pub mod db;
pub mod migrations;
pub mod page_view_months;
pub mod phone;
pub mod tokens;
pub mod uk_time;
