ALTER TABLE "job_runs" ADD COLUMN "note" jsonb;--> statement-breakpoint
ALTER TABLE "notice_attempts" ADD COLUMN "note" jsonb;--> statement-breakpoint
ALTER TABLE "notice_outbox" ADD COLUMN "last_note" jsonb;--> statement-breakpoint
-- Texts of ours stored in English before become notes, put in words in the reader's language.
UPDATE "job_runs" SET "note" = '{"key":"runLapsed"}', "message" = NULL
  WHERE "message" = 'lease lapsed: the instance running it stopped before it finished';--> statement-breakpoint
UPDATE "job_runs" SET "message" = NULL, "note" = jsonb_build_object('key', 'cleanupSummary', 'params', jsonb_build_object(
    'sessions', coalesce(substring("message" from '(?:^|, )sessions (\d+)')::int, 0),
    'tickets', coalesce(substring("message" from '(?:^|, )tickets (\d+)')::int, 0),
    'loginFailures', coalesce(substring("message" from '(?:^|, )loginFailures (\d+)')::int, 0),
    'loginLocks', coalesce(substring("message" from '(?:^|, )loginLocks (\d+)')::int, 0),
    'signatures', coalesce(substring("message" from '(?:^|, )signatures (\d+)')::int, 0),
    'sentTexts', coalesce(substring("message" from '(?:^|, )sentTexts (\d+)')::int, 0)))
  WHERE "job" = 'cleanup' AND "message" ~ '^sessions \d+, tickets \d+';--> statement-breakpoint
UPDATE "notice_attempts" SET "note" = '{"key":"noticeLapsed"}', "errmsg" = ''
  WHERE "errmsg" = 'the instance posting it stopped before the answer';--> statement-breakpoint
UPDATE "notice_outbox" SET "last_note" = '{"key":"noticeLapsed"}', "last_errmsg" = ''
  WHERE "last_errmsg" = 'the instance posting it stopped before the answer';
--> statement-breakpoint
-- Our words for an attempt without the robot's answer (errcode -1), kept in English before.
UPDATE "notice_attempts" SET "errmsg" = '', "note" = CASE
    WHEN "errmsg" ~ '^no answer within \d+ ms$' THEN jsonb_build_object('key', 'robotTimeout', 'params',
      jsonb_build_object('ms', substring("errmsg" from '(\d+)')::int))
    WHEN "errmsg" ~ '^HTTP \d+$' THEN jsonb_build_object('key', 'robotHttpStatus', 'params',
      jsonb_build_object('status', substring("errmsg" from '(\d+)')::int))
    WHEN "errmsg" LIKE 'no errcode in %' THEN jsonb_build_object('key', 'robotNoErrcode', 'params',
      jsonb_build_object('text', substring("errmsg" from 15)))
    ELSE jsonb_build_object('key', 'robotUnreachable', 'params', jsonb_build_object('reason', "errmsg")) END
  WHERE "errcode" = -1 AND "note" IS NULL;--> statement-breakpoint
UPDATE "notice_outbox" SET "last_errmsg" = '', "last_note" = CASE
    WHEN "last_errmsg" ~ '^no answer within \d+ ms$' THEN jsonb_build_object('key', 'robotTimeout', 'params',
      jsonb_build_object('ms', substring("last_errmsg" from '(\d+)')::int))
    WHEN "last_errmsg" ~ '^HTTP \d+$' THEN jsonb_build_object('key', 'robotHttpStatus', 'params',
      jsonb_build_object('status', substring("last_errmsg" from '(\d+)')::int))
    WHEN "last_errmsg" LIKE 'no errcode in %' THEN jsonb_build_object('key', 'robotNoErrcode', 'params',
      jsonb_build_object('text', substring("last_errmsg" from 15)))
    ELSE jsonb_build_object('key', 'robotUnreachable', 'params', jsonb_build_object('reason', "last_errmsg")) END
  WHERE "last_errcode" = -1 AND "last_note" IS NULL;
