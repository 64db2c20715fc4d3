import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { ContactForm } from './contact-form';

/** The shell's contact modal, loaded when first opened. */
export default function ContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('contact.title')} closeLabel={t('common.close')} onClose={onClose}>
      <ContactForm onSent={onClose} />
    </Modal>
  );
}
