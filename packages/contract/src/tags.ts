/** Tags in display order, with what the reference says about each. */
export const API_TAGS = [
  { name: "health", description: "Liveness for load balancers." },
  { name: "auth", description: "Sign-in, sessions and the caller's own profile." },
  { name: "contact", description: "The public contact-us form." },
  { name: "menuCollection", description: "Sidebar menu entries." },
  { name: "roles", description: "Roles and the permissions they grant." },
  { name: "formElements", description: "Form elements of the ad formats." },
  { name: "users", description: "User accounts." },
  { name: "secretKeys", description: "Per-user API keys (`x-secret-key`) for scripts and the CLI." },
  { name: "company", description: "Companies (advertisers)." },
  { name: "qr", description: "QR links and their images." },
  { name: "campaign", description: "Campaigns, scoped to the caller's companies." },
  { name: "chat", description: "Team chat: contacts, conversations and the live event stream." },
  { name: "quickPanel", description: "The quick side panel: upcoming events and latest notes." },
  { name: "ads", description: "Ads: their documents, saved by revision, scoped to the caller's companies." },
  {
    name: "showcase",
    description: "My Showcase and the public company showcase: cards, covers, preview texts and clones.",
  },
  {
    name: "review",
    description:
      "Review links: what a reviewer without an account sees of one ad (token and password in headers).",
  },
  { name: "assets", description: "Images, videos and fonts of ad documents, stored once by content hash." },
  {
    name: "xr",
    description: "XR Studio image targets: the AI tracker's poster compiled for camera tracking (MindAR).",
  },
  {
    name: "templates",
    description: "HTML5 templates from other tools, hosted sandboxed with their validation report.",
  },
  {
    name: "richtemplates",
    description: "Rich-media templates: ad documents flagged as templates, edited in the ad editor.",
  },
  { name: "vast", description: "VAST tracking events." },
  { name: "tracker", description: "Creatives' beacons in; impressions, viewability and clicks out." },
  { name: "reportSchedule", description: "Daily and weekly analytics reports mailed as CSV." },
  { name: "embed", description: "Helpers for the publisher embed." },
  { name: "notes", description: "Each user's own notes and note labels (the shell's notes app)." },
  { name: "meta", description: "This document and its reference page." },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];
