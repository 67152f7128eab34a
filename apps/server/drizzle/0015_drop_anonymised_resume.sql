-- Blind review masks when it is shown (drawer, exports) with the engine's current masker and the
-- file name; the copy masked once at scoring time was only read by the JSON Resume download and
-- could lag behind both (issue 10, decision 192).
ALTER TABLE "analysis_candidates" DROP COLUMN IF EXISTS "anonymised_resume";
