import { Foundation1795269600000 } from './1795269600000-Foundation';
import { Accounts1795300000000 } from './1795300000000-Accounts';
import { MemberArea1795300100000 } from './1795300100000-MemberArea';
import { ParserLog1795300200000 } from './1795300200000-ParserLog';
import { CodeGenerate1795300400000 } from './1795300400000-CodeGenerate';
import { Template1795300500000 } from './1795300500000-Template';
import { AiCall1795300600000 } from './1795300600000-AiCall';
import { Community1795300700000 } from './1795300700000-Community';
import { ParserLogInputHash1795300712000 } from './1795300712000-ParserLogInputHash';
import { Payments1795300800000 } from './1795300800000-Payments';
import { UsageStatistics1795300900000 } from './1795300900000-UsageStatistics';
import { Inquiry1795301040000 } from './1795301040000-Inquiry';

/** Every committed migration, oldest first (listed, not globbed, so ts-jest, tsx and node agree). */
export const migrations = [
  Foundation1795269600000,
  Accounts1795300000000,
  MemberArea1795300100000,
  ParserLog1795300200000,
  CodeGenerate1795300400000,
  Template1795300500000,
  AiCall1795300600000,
  Community1795300700000,
  ParserLogInputHash1795300712000,
  Payments1795300800000,
  UsageStatistics1795300900000,
  Inquiry1795301040000,
];
