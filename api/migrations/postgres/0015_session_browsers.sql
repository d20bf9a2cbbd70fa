-- The owner's list of signed-in browsers (issue 23.8): each session keeps
-- the browser's own name for itself (at most 200 characters), so the owner
-- can tell their phone from a stranger's and sign one out.
ALTER TABLE owner_sessions ADD COLUMN user_agent TEXT;
