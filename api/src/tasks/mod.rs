//! Jobs that run beside the server or from the command line: the daily
//! digest, retention and database backups.

pub mod backup;
pub mod digest;
pub mod retention;
