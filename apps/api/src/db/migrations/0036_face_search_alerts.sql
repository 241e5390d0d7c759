-- Reserved for a change in progress; filled by its author.
SELECT 1;
