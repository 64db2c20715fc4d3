import { ContactsInbox } from '../components/contacts-inbox';

/** /admin/contacts: the enquiries sent through the Contact Us form. */
export default function AdminContactsPage() {
  return <ContactsInbox />;
}
