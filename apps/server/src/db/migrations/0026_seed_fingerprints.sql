CREATE TABLE "seed_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
