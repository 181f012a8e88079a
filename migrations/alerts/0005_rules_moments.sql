-- Rules moments (issue 39, ADR 064): a subscription that opted in is also told of a secret card
-- played, a president's penalty and Matchball starting. Off by default: every subscription made
-- before this was made without the choice.
ALTER TABLE push_subscriptions ADD COLUMN rules_moments INTEGER NOT NULL DEFAULT 0;
