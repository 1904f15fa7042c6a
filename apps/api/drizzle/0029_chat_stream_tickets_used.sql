CREATE TABLE "chat_stream_tickets_used" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
