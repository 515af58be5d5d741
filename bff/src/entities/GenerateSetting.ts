import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GenerateSetting as GenerateSettingData } from '../../../src/contract/codeGenerate';

/** A user's generation defaults: one row per user (the user id is the key), the contract's shape as json. */
@Entity('generate_setting')
export class GenerateSetting {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'json' })
  data: GenerateSettingData;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
