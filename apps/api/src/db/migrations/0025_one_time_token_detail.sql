-- What a link carries out (one-time-tokens.service.ts): the new address of an e-mail change's
-- confirmation, the address its "this was not me" link restores.
ALTER TABLE "one_time_tokens" ADD COLUMN "detail" text;