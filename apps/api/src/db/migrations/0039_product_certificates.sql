-- A piece's certificates (gem lab reports and the BIS hallmark certificate) and their PDFs.
CREATE TABLE "certificate_files" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"lab" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pdf_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_certificates_lab_valid" CHECK ("product_certificates"."lab" in ('IGI', 'GIA', 'SGL', 'BIS'))
);
--> statement-breakpoint
ALTER TABLE "certificate_files" ADD CONSTRAINT "certificate_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_certificates" ADD CONSTRAINT "product_certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_certificates" ADD CONSTRAINT "product_certificates_pdf_file_id_certificate_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."certificate_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_certificates_number_key" ON "product_certificates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "product_certificates_product_idx" ON "product_certificates" USING btree ("product_id");
