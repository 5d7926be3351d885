-- drizzle-kit does not write CREATE EXTENSION; trigram search (pg_trgm) needs it on PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
