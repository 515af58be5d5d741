import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Role } from '../../../src/contract/user';

/** An account. Admins are role 'admin' or listed in ADMIN_EMAILS (decided at request time). */
@Entity('user_account')
export class User {
  /** A random UUID, so ids reveal neither sign-up order nor the number of users. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Lower-cased and trimmed; unique. */
  @Index('UQ_user_account_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  nickname: string;

  /** URL under the file-server base, or null for the generated initials avatar. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  bio: string;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: Role;

  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`; null until the user sets a password. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** Set by the service (not a database default), so SQLite and MariaDB store the same values. */
  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
