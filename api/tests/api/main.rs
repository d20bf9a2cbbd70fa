//! Integration tests: the real server on a random port, a temporary SQLite file
//! (and PostgreSQL when TEST_DATABASE_URL is set), a real SMTP sink on 127.0.0.1.

mod admin_auth;
mod admin_leads;
mod admin_mail;
mod admin_money;
mod admin_newsletter;
mod admin_results;
mod backup;
mod contact;
mod contact_clicks;
mod digest;
mod fault;
mod helpers;
mod in_process;
mod in_process_app;
mod limits;
mod newsletter;
mod one_client;
mod outbox;
mod owner_client;
mod page_views;
mod password_reset;
mod people;
mod postcode;
mod push;
mod quotes;
mod replies;
mod resend;
mod retention;
mod serving;
mod slow_clients;
mod smtp_sink;
mod team;
mod text_boundary;
mod two_instances;
mod visits;
