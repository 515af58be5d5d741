import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A home tip; `type` names the place that shows it (e.g. `home`). */
@Entity('tip')
export class Tip {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_tip_type')
  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  link: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
