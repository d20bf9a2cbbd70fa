import { InboxLoader } from "@/components/admin/loader";

// A static shell: everything the inbox shows comes from /api/admin/ once the
// owner has signed in, so the export holds no one's data.
export default function AdminPage() {
  return (
    <>
      <noscript>
        <p className="p-6 text-center">The inbox needs JavaScript.</p>
      </noscript>
      <InboxLoader />
    </>
  );
}
