import { ToastContainer } from 'react-toastify';
import { useTheme } from '../lib/theme';

/**
 * The toast area: top right below the header (never over its menu button or actions), 5 s, pauses
 * on hover and focus loss, draggable, at most 20.
 */
export default function Toasts() {
  const theme = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      limit={20}
      theme={theme}
      style={{ maxWidth: '350px', top: 'calc(4rem + 0.5rem)' }}
    />
  );
}
