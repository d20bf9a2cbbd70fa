//! Storage and the small helpers beneath it: the database, random tokens,
//! London time and phone numbers.

pub mod db;
pub mod phone;
pub mod tokens;
pub mod uk_time;
