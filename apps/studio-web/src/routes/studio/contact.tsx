import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../../features/auth/auth-card";
import { ContactForm } from "./-components/contact-form";

// GET /studio/contact – contact-us form linked from the login page; guests only, no chrome (spec §2).
export const Route = createFileRoute("/studio/contact")({
  component: ContactPage,
});

function ContactPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Contact us"
      description="Ask for an account or tell us what you need. We will answer by email."
      wide
    >
      <ContactForm onCancel={() => void navigate({ to: "/login" })} />
    </AuthCard>
  );
}
