ALTER TABLE "album_groups" DROP CONSTRAINT "album_groups_kind_check";--> statement-breakpoint
DROP INDEX "album_groups_user_kind_key";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "exif_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "exif_latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "exif_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "album_groups_user_name_key" ON "album_groups" USING btree ("user_id",lower("name")) WHERE "album_groups"."kind" = 'own';--> statement-breakpoint
CREATE UNIQUE INDEX "album_groups_user_kind_key" ON "album_groups" USING btree ("user_id","kind") WHERE "album_groups"."kind" <> 'own';--> statement-breakpoint
ALTER TABLE "album_groups" ADD CONSTRAINT "album_groups_kind_check" CHECK ("album_groups"."kind" in ('uncategorized', 'all', 'favorites', 'own'));--> statement-breakpoint
-- Favorites becomes a view of the favourite pictures: pictures filed into it so far are marked favourite and go to their owner's UNCATEGORIZED group.
UPDATE "pictures" SET "favorite" = true, "group_id" = u."id" FROM "album_groups" f, "album_groups" u WHERE "pictures"."group_id" = f."id" AND f."kind" = 'favorites' AND u."user_id" = f."user_id" AND u."kind" = 'uncategorized';
