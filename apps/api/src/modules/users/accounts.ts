/**
 * What other modules (auth, contacts) may do with accounts: find, lock, add and change them, and end
 * their sessions. They reach the users table through these operations only, never through the
 * users repository itself; deleting accounts and the admin checks stay inside this module.
 */
export {
  bumpSessionVersion,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserById,
  updateUser,
} from './users.repository';
