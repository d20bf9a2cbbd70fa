-- The team (issue 33.7). Every account is the firm's 'owner' or 'staff':
-- staff work leads but not accounts, people's data or money totals (the
-- route table says which routes are the owner's). Accounts made before
-- roles existed were all the owner's, and stay so.
ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff'));

-- Who a lead is assigned to, if anyone: their 'Mine' list, and the phone
-- alerts about it afterwards. Removing the account leaves the lead unassigned.
ALTER TABLE enquiries ADD COLUMN assigned_to BIGINT REFERENCES owners (id) ON DELETE SET NULL;
CREATE INDEX enquiries_assigned_to ON enquiries (assigned_to);
