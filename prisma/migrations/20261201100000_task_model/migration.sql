-- A task runs on a model of the MODELS catalogue; tasks made before models existed ran on the demo.
ALTER TABLE "Task" ADD COLUMN "model" TEXT NOT NULL DEFAULT 'demo';
