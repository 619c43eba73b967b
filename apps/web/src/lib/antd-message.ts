/** Only ever imported dynamically (see toast.ts), so antd's message stays out of the first load. */
import { message } from 'antd';

message.config({ top: 72, maxCount: 3 });

export { message };
